-- Sessions end after 7 days without use as well as 30 days after sign-in (docs/decisions/093).
-- Existing sessions count as seen now.
-- AlterTable
ALTER TABLE "Session" ADD COLUMN     "lastSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- CreateIndex
CREATE INDEX "Session_lastSeenAt_idx" ON "Session"("lastSeenAt");
