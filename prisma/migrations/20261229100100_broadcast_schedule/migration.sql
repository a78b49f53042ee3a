-- A broadcast scheduled for later (issue 45, item 1; decision 415).
-- AlterTable
ALTER TABLE "Broadcast" ADD COLUMN "scheduledAt" TIMESTAMP(3);
