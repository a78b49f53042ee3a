-- How many times a broadcast recipient was claimed: a claim whose worker died is taken again once
-- its lease lapses, up to three in all (issue 45, item 1; decision 436). Rows claimed before this
-- migration count as claimed once.
-- AlterTable
ALTER TABLE "BroadcastRecipient" ADD COLUMN "attempts" INTEGER NOT NULL DEFAULT 0;
UPDATE "BroadcastRecipient" SET "attempts" = 1 WHERE "attemptedAt" IS NOT NULL;
