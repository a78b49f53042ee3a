-- What the buyer chose for a publication's platform (YouTube's visibility; TikTok's post settings) (issue 47).
-- AlterTable
ALTER TABLE "PostPublication" ADD COLUMN     "options" JSONB;
