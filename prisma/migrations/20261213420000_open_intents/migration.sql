-- Issue 42, item 2 (decision 301): an old price never stays payable.
-- When the demo panel paid an intent.
ALTER TABLE "DemoPaymentIntent" ADD COLUMN "paidAt" TIMESTAMP(3);
UPDATE "DemoPaymentIntent" SET "paidAt" = "updatedAt" WHERE "status" = 'succeeded';

-- When a product last went off sale; one off sale now has been since its last change.
ALTER TABLE "Product" ADD COLUMN "offSaleSince" TIMESTAMP(3);
UPDATE "Product" SET "offSaleSince" = "updatedAt" WHERE NOT "active";

-- Intents a checkout made that may still be paid.
CREATE TABLE "OpenIntent" (
    "id" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "priceId" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OpenIntent_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "OpenIntent_productId_idx" ON "OpenIntent"("productId");
CREATE INDEX "OpenIntent_createdAt_idx" ON "OpenIntent"("createdAt");

-- The demo ledger's open intents, so housekeeping and the next price change cancel them too.
INSERT INTO "OpenIntent" ("id", "productId", "priceId", "createdAt")
SELECT d."id", p."id", d."priceId", d."createdAt"
  FROM "DemoPaymentIntent" d JOIN "Product" p ON p."uuid"::text = d."productUuid"
 WHERE d."status" = 'requires_payment_method';
