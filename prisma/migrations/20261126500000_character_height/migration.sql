-- AlterTable: the character's height, read by the reference headshot prompt (spec section 3).
ALTER TABLE "Character" ADD COLUMN     "height" TEXT;
