-- Issue 23: leads worked through by operators, a retried outbox for mail that must not be lost,
-- and the checkout funnel's daily counts (decisions 141, 142 and 143).

-- CreateEnum
CREATE TYPE "LeadStatus" AS ENUM ('new', 'replied', 'closed');

-- AlterTable
ALTER TABLE "ContactRequest" ADD COLUMN "status" "LeadStatus" NOT NULL DEFAULT 'new';

-- CreateIndex
CREATE INDEX "ContactRequest_createdAt_idx" ON "ContactRequest"("createdAt");

-- CreateIndex
CREATE INDEX "ContactRequest_status_createdAt_idx" ON "ContactRequest"("status", "createdAt");

-- CreateTable
CREATE TABLE "LeadNote" (
    "id" UUID NOT NULL,
    "leadId" UUID NOT NULL,
    "operatorEmail" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LeadNote_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "LeadNote_leadId_createdAt_idx" ON "LeadNote"("leadId", "createdAt");

-- AddForeignKey
ALTER TABLE "LeadNote" ADD CONSTRAINT "LeadNote_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "ContactRequest"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AlterTable
ALTER TABLE "OutboxEmail" ADD COLUMN "retryUntil" TIMESTAMP(3),
ADD COLUMN "attempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "lastAttemptAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "OutboxEmail_sentAt_retryUntil_idx" ON "OutboxEmail"("sentAt", "retryUntil");

-- CreateTable
CREATE TABLE "CheckoutFunnelDay" (
    "day" TIMESTAMP(3) NOT NULL,
    "stage" TEXT NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "CheckoutFunnelDay_pkey" PRIMARY KEY ("day","stage")
);
