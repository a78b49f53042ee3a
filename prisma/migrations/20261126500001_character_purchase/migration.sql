-- AlterTable: each character names the purchase it belongs to; its badge follows that purchase
-- (decision 120), not the buyer's latest one.
ALTER TABLE "Character" ADD COLUMN     "purchaseId" UUID;

-- CreateIndex
CREATE INDEX "Character_purchaseId_idx" ON "Character"("purchaseId");

-- AddForeignKey
ALTER TABLE "Character" ADD CONSTRAINT "Character_purchaseId_fkey" FOREIGN KEY ("purchaseId") REFERENCES "Purchase"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Backfill: the purchase that gave access when the character was created is the buyer's newest
-- purchase made at or before that moment; a character older than every purchase of its owner
-- (made before the purchase gate, decision 025) belongs to the owner's first purchase.
UPDATE "Character" c SET "purchaseId" = COALESCE(
  (SELECT p."id" FROM "Purchase" p WHERE p."userId" = c."userId" AND p."createdAt" <= c."createdAt" ORDER BY p."createdAt" DESC LIMIT 1),
  (SELECT p."id" FROM "Purchase" p WHERE p."userId" = c."userId" ORDER BY p."createdAt" ASC LIMIT 1)
)
WHERE c."purchaseId" IS NULL;
