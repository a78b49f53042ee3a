-- A picture's stored WebP copies at the widths the pages show (decision 398), counted in the quota.
ALTER TABLE "Asset" ADD COLUMN "variantWidths" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
ADD COLUMN "variantBytes" INTEGER NOT NULL DEFAULT 0;
