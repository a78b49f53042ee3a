-- Whether this purchase's fulfilment created the buyer's account (docs/decisions/085).
-- AlterTable
ALTER TABLE "Purchase" ADD COLUMN     "createdAccount" BOOLEAN NOT NULL DEFAULT false;
