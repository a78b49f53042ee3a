import "server-only";
import { prisma } from "@/lib/db/client.server";
import { NotFoundError } from "@/lib/api/errors";

/** What the AI and export routes answer for a character that is missing or someone else's. */
export const CHARACTER_NOT_FOUND = "Character not found";

/**
 * The one ownership check for a character: the user's own character, or a NotFoundError that
 * reads the same whether the id is missing or another user's (decision 040). The studio's
 * routes answer the route wrapper's plain "Not found", which also covers a malformed id in the
 * path; the AI and export routes, whose id comes in the body, name the character.
 */
export async function ownedCharacter(userId: string, characterId: string, notFoundMessage?: string) {
  const character = await prisma().character.findFirst({ where: { id: characterId, userId } });
  if (!character) throw new NotFoundError(notFoundMessage);
  return character;
}
