-- An operator can revoke a customer's access and restore it (issue 33, item 4; decision 182):
-- kept on each payment's tombstone beside refunds and disputes, so one rule gives the status.
ALTER TYPE "PurchaseStatus" ADD VALUE 'revoked';

ALTER TABLE "PaymentRevocation" ADD COLUMN "revokedAt" TIMESTAMP(3);
