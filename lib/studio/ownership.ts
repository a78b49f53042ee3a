import "server-only";
import { prisma } from "@/lib/db/client";
import { NotFoundError } from "@/lib/api/errors";

/** The character's name when it belongs to the user; otherwise the same 404 as a missing id. */
export async function ownCharacter(userId: string, characterId: string) {
  const found = await prisma().character.findFirst({ where: { id: characterId, userId }, select: { id: true, name: true } });
  if (!found) throw new NotFoundError();
  return found;
}
