-- Addresses marketing mail is never sent to again (issue 45, item 7; decision 391).
-- CreateEnum
CREATE TYPE "SuppressionReason" AS ENUM ('unsubscribe', 'hard_bounce', 'complaint');

-- CreateTable
CREATE TABLE "EmailSuppression" (
    "email" TEXT NOT NULL,
    "reason" "SuppressionReason" NOT NULL,
    "detail" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EmailSuppression_pkey" PRIMARY KEY ("email")
);
