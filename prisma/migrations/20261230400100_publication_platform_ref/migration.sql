-- The platform's id for a publication's upload in flight, polled again on the next attempt (issue 47; decision 441).
-- AlterTable
ALTER TABLE "PostPublication" ADD COLUMN     "platformRef" TEXT,
ADD COLUMN     "platformRefRevision" INTEGER;
