-- AlterTable
ALTER TABLE "GenerationJob" ADD COLUMN     "startedAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "GenerationJob_userId_status_createdAt_idx" ON "GenerationJob"("userId", "status", "createdAt");

-- CreateIndex
CREATE INDEX "GenerationJob_userId_startedAt_idx" ON "GenerationJob"("userId", "startedAt");
