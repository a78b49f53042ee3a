-- The character's voice design (docs/decisions/107): preset and ElevenLabs voice settings as one
-- JSON value, validated by lib/voice/settings.ts on write and read.
-- AlterTable
ALTER TABLE "Character" ADD COLUMN     "voiceSettings" JSONB;

-- A preset already picked on the Voice step (kept in its step data until now) carries over;
-- the sliders it never had read as ElevenLabs' defaults.
UPDATE "Character" AS c
   SET "voiceSettings" = jsonb_build_object('preset', d."data"->>'voice')
  FROM "CharacterStepData" AS d
 WHERE d."characterId" = c."id"
   AND d."step" = 'voice'
   AND d."data"->>'voice' IN ('Sarah', 'Oliver', 'Mia', 'Sofia');
