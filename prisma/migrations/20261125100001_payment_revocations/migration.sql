-- Refund and dispute tombstones, and the disputed purchase status (docs/decisions/086).
-- AlterEnum
ALTER TYPE "PurchaseStatus" ADD VALUE 'disputed';

-- CreateTable
CREATE TABLE "PaymentRevocation" (
    "paymentIntentId" TEXT NOT NULL,
    "refundedAt" TIMESTAMP(3),
    "disputedAt" TIMESTAMP(3),
    "disputeWonAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PaymentRevocation_pkey" PRIMARY KEY ("paymentIntentId")
);
