-- Publishing channels and post publications (issue 47; decisions 400-402).
-- CreateEnum
CREATE TYPE "PublishPlatform" AS ENUM ('youtube', 'instagram', 'tiktok');

-- CreateEnum
CREATE TYPE "PublishingChannelKind" AS ENUM ('demo', 'real');

-- CreateEnum
CREATE TYPE "PublishingChannelStatus" AS ENUM ('active', 'reconnect_needed');

-- CreateEnum
CREATE TYPE "PublicationState" AS ENUM ('scheduled', 'publishing', 'published', 'failed');

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "timeZone" TEXT;

-- CreateTable
CREATE TABLE "PublishingChannel" (
    "id" UUID NOT NULL,
    "characterId" UUID NOT NULL,
    "platform" "PublishPlatform" NOT NULL,
    "kind" "PublishingChannelKind" NOT NULL,
    "displayName" TEXT NOT NULL,
    "tokensSealed" TEXT,
    "status" "PublishingChannelStatus" NOT NULL DEFAULT 'active',
    "statusReason" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PublishingChannel_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PostPublication" (
    "id" UUID NOT NULL,
    "postId" UUID NOT NULL,
    "channelId" UUID NOT NULL,
    "state" "PublicationState" NOT NULL DEFAULT 'scheduled',
    "publishAt" TIMESTAMP(3) NOT NULL,
    "nextAttemptAt" TIMESTAMP(3) NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "failures" INTEGER NOT NULL DEFAULT 0,
    "link" TEXT,
    "externalId" TEXT,
    "failureReason" TEXT,
    "publishedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PostPublication_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DemoChannelPost" (
    "id" UUID NOT NULL,
    "channelId" UUID NOT NULL,
    "publicationId" UUID NOT NULL,
    "caption" TEXT NOT NULL,
    "assetId" UUID,
    "receivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DemoChannelPost_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "PublishingChannel_characterId_platform_key" ON "PublishingChannel"("characterId", "platform");

-- CreateIndex
CREATE INDEX "PostPublication_state_nextAttemptAt_idx" ON "PostPublication"("state", "nextAttemptAt");

-- CreateIndex
CREATE INDEX "PostPublication_channelId_idx" ON "PostPublication"("channelId");

-- CreateIndex
CREATE UNIQUE INDEX "PostPublication_postId_channelId_key" ON "PostPublication"("postId", "channelId");

-- CreateIndex
CREATE UNIQUE INDEX "DemoChannelPost_publicationId_key" ON "DemoChannelPost"("publicationId");

-- CreateIndex
CREATE INDEX "DemoChannelPost_channelId_receivedAt_idx" ON "DemoChannelPost"("channelId", "receivedAt");

-- AddForeignKey
ALTER TABLE "PublishingChannel" ADD CONSTRAINT "PublishingChannel_characterId_fkey" FOREIGN KEY ("characterId") REFERENCES "Character"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PostPublication" ADD CONSTRAINT "PostPublication_postId_fkey" FOREIGN KEY ("postId") REFERENCES "ContentPost"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PostPublication" ADD CONSTRAINT "PostPublication_channelId_fkey" FOREIGN KEY ("channelId") REFERENCES "PublishingChannel"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DemoChannelPost" ADD CONSTRAINT "DemoChannelPost_channelId_fkey" FOREIGN KEY ("channelId") REFERENCES "PublishingChannel"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DemoChannelPost" ADD CONSTRAINT "DemoChannelPost_publicationId_fkey" FOREIGN KEY ("publicationId") REFERENCES "PostPublication"("id") ON DELETE CASCADE ON UPDATE CASCADE;
