-- Kinds as types (decision 103): job kind, job status and activity kind become enums, keeping
-- every row. The values are the ones the code has ever written (lib/ai/jobs, lib/activity);
-- job kinds were spelt with hyphens and are now identifiers, as an enum value must be.

-- CreateEnum
CREATE TYPE "GenerationJobKind" AS ENUM ('reference_image', 'character_shots');

-- CreateEnum
CREATE TYPE "GenerationJobStatus" AS ENUM ('queued', 'running', 'done', 'failed', 'cancelled');

-- CreateEnum
CREATE TYPE "ActivityKind" AS ENUM ('character_created', 'profile_saved', 'social_link_added', 'social_password_revealed', 'generation_finished');

-- AlterTable
ALTER TABLE "GenerationJob"
  ALTER COLUMN "kind" TYPE "GenerationJobKind" USING (replace("kind", '-', '_')::"GenerationJobKind"),
  ALTER COLUMN "status" DROP DEFAULT,
  ALTER COLUMN "status" TYPE "GenerationJobStatus" USING ("status"::"GenerationJobStatus"),
  ALTER COLUMN "status" SET DEFAULT 'queued';

-- AlterTable
ALTER TABLE "Activity" ALTER COLUMN "kind" TYPE "ActivityKind" USING ("kind"::"ActivityKind");
