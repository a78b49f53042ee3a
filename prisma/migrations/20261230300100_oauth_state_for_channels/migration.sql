-- A state of the authorisation-code flow serves a drive (provider) or a character's publishing
-- channel (platform + characterId; issue 47, decision 438). Exactly one of the two is named.
ALTER TABLE "OAuthState" ALTER COLUMN "provider" DROP NOT NULL;
ALTER TABLE "OAuthState" ADD COLUMN "platform" "PublishPlatform";
ALTER TABLE "OAuthState" ADD COLUMN "characterId" UUID;
ALTER TABLE "OAuthState" ADD CONSTRAINT "OAuthState_one_target" CHECK (
  ("provider" IS NOT NULL AND "platform" IS NULL AND "characterId" IS NULL)
  OR ("provider" IS NULL AND "platform" IS NOT NULL AND "characterId" IS NOT NULL)
);
