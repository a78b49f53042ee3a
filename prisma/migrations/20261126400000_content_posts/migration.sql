-- The Posts step's content calendar: one row a post (decisions 114-116), and the character an
-- activity was about, so the step's analytics can count a character's exports.

-- CreateEnum
CREATE TYPE "PostStatus" AS ENUM ('idea', 'drafted', 'scheduled', 'posted');

-- CreateTable
CREATE TABLE "ContentPost" (
    "id" UUID NOT NULL,
    "characterId" UUID NOT NULL,
    "scheduledAt" TIMESTAMP(3) NOT NULL,
    "platform" TEXT NOT NULL,
    "caption" TEXT NOT NULL,
    "contentType" TEXT NOT NULL DEFAULT '',
    "assetId" UUID,
    "status" "PostStatus" NOT NULL DEFAULT 'idea',
    "replaceable" BOOLEAN NOT NULL DEFAULT false,
    "revision" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ContentPost_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ContentPost_characterId_scheduledAt_idx" ON "ContentPost"("characterId", "scheduledAt");

-- CreateIndex
CREATE INDEX "ContentPost_assetId_idx" ON "ContentPost"("assetId");

-- AddForeignKey
ALTER TABLE "ContentPost" ADD CONSTRAINT "ContentPost_characterId_fkey" FOREIGN KEY ("characterId") REFERENCES "Character"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentPost" ADD CONSTRAINT "ContentPost_assetId_fkey" FOREIGN KEY ("assetId") REFERENCES "Asset"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AlterTable
ALTER TABLE "Activity" ADD COLUMN     "characterId" UUID;

-- CreateIndex
CREATE INDEX "Activity_characterId_kind_idx" ON "Activity"("characterId", "kind");

-- AddForeignKey
ALTER TABLE "Activity" ADD CONSTRAINT "Activity_characterId_fkey" FOREIGN KEY ("characterId") REFERENCES "Character"("id") ON DELETE SET NULL ON UPDATE CASCADE;
