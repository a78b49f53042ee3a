-- Preview Style and Apply Composition run as generation jobs (decision 105).

-- AlterEnum
ALTER TYPE "GenerationJobKind" ADD VALUE 'style_preview';

-- AlterEnum
ALTER TYPE "GenerationJobKind" ADD VALUE 'apply_composition';
