import "server-only";
import { prisma } from "@/lib/db/client";
import { NotFoundError } from "@/lib/api/errors";

/** The user's character, or 404 with the same body whether it is missing or someone else's. */
export async function ownedCharacter(userId: string, characterId: string) {
  const character = await prisma().character.findFirst({ where: { id: characterId, userId } });
  if (!character) throw new NotFoundError("Character not found");
  return character;
}
