-- AlterTable: an asset names its file in the media store (decision 127) and its size. The bytes
-- already in "bytes" are moved out by the start-up backfill (lib/media/backfill.server.ts,
-- decision 130): SQL cannot write files or objects.
ALTER TABLE "Asset" ADD COLUMN     "storageKey" TEXT,
ADD COLUMN     "size" INTEGER;

-- CreateIndex
CREATE UNIQUE INDEX "Asset_storageKey_key" ON "Asset"("storageKey");
