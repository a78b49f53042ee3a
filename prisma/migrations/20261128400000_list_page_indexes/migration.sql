-- Keyset pages of the characters and clients lists (decision 157): the tie-breaking id joins
-- each index, so a page is read straight off the index, never sorted from all of a user's rows.
-- The new indexes lead with the old ones' columns, which they replace.

-- DropIndex
DROP INDEX "Character_userId_createdAt_idx";

-- DropIndex
DROP INDEX "Client_userId_idx";

-- CreateIndex
CREATE INDEX "Character_userId_createdAt_id_idx" ON "Character"("userId", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Client_userId_name_id_idx" ON "Client"("userId", "name", "id");
