-- Issue 22: "Generate Edit Package" renders a draft video as a generation job (decision 145).

-- AlterEnum
ALTER TYPE "GenerationJobKind" ADD VALUE 'draft_video';
