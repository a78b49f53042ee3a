-- Issue 23: an order's fulfilment (paid → in production → delivered) and what is delivered
-- (decisions 136 and 137). Existing purchases start as paid.

-- CreateEnum
CREATE TYPE "OrderFulfilment" AS ENUM ('paid', 'in_production', 'delivered');

-- AlterTable
ALTER TABLE "Purchase" ADD COLUMN "fulfilment" "OrderFulfilment" NOT NULL DEFAULT 'paid',
ADD COLUMN "deliveryMessage" TEXT,
ADD COLUMN "deliveredAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "Purchase_createdAt_idx" ON "Purchase"("createdAt");

-- CreateTable
CREATE TABLE "DeliveryItem" (
    "id" UUID NOT NULL,
    "purchaseId" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "url" TEXT,
    "contentType" TEXT,
    "size" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DeliveryItem_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "DeliveryItem_purchaseId_createdAt_idx" ON "DeliveryItem"("purchaseId", "createdAt");

-- AddForeignKey
ALTER TABLE "DeliveryItem" ADD CONSTRAINT "DeliveryItem_purchaseId_fkey" FOREIGN KEY ("purchaseId") REFERENCES "Purchase"("id") ON DELETE CASCADE ON UPDATE CASCADE;
