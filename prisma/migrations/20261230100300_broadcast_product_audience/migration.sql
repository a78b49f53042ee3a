-- One product's buyers as a broadcast audience, now that the catalogue sells several products
-- (issue 45, item 1; decision 433).
ALTER TYPE "BroadcastAudience" ADD VALUE 'product';
ALTER TABLE "Broadcast" ADD COLUMN "productUuid" UUID;
