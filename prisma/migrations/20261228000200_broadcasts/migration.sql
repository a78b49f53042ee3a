-- Broadcasts and their recipients (issue 45, item 1; decision 392).
-- CreateEnum
CREATE TYPE "BroadcastAudience" AS ENUM ('buyers', 'not_started', 'finished', 'no_character');

-- CreateEnum
CREATE TYPE "BroadcastStatus" AS ENUM ('draft', 'sending', 'sent');

-- CreateEnum
CREATE TYPE "BroadcastRecipientState" AS ENUM ('queued', 'sent', 'failed', 'suppressed');

-- CreateTable
CREATE TABLE "Broadcast" (
    "id" UUID NOT NULL,
    "subject" TEXT NOT NULL,
    "markdown" TEXT NOT NULL,
    "audience" "BroadcastAudience" NOT NULL,
    "status" "BroadcastStatus" NOT NULL DEFAULT 'draft',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "startedAt" TIMESTAMP(3),
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "Broadcast_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BroadcastRecipient" (
    "broadcastId" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "userId" UUID,
    "state" "BroadcastRecipientState" NOT NULL DEFAULT 'queued',
    "answer" TEXT,
    "attemptedAt" TIMESTAMP(3),
    "sentAt" TIMESTAMP(3),

    CONSTRAINT "BroadcastRecipient_pkey" PRIMARY KEY ("broadcastId","email")
);

-- CreateIndex
CREATE INDEX "BroadcastRecipient_broadcastId_state_idx" ON "BroadcastRecipient"("broadcastId", "state");

-- AddForeignKey
ALTER TABLE "BroadcastRecipient" ADD CONSTRAINT "BroadcastRecipient_broadcastId_fkey" FOREIGN KEY ("broadcastId") REFERENCES "Broadcast"("id") ON DELETE CASCADE ON UPDATE CASCADE;
