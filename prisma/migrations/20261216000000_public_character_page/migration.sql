-- AlterTable
ALTER TABLE "CharacterProfile" ADD COLUMN     "publicSlug" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "CharacterProfile_publicSlug_key" ON "CharacterProfile"("publicSlug");
