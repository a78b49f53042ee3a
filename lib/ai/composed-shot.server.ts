import "server-only";
import { prisma } from "@/lib/db/client.server";
import { BadRequestError } from "@/lib/api/errors";
import type { ShotReference } from "@/lib/validation/ai";
import { imageProvider } from "./providers.server";
import { resolveShotReference } from "./reference.server";
import { savedDirection } from "./direction.server";
import type { CharacterDirection } from "./prompts/direction";
import type { ShotCharacter } from "./prompts/shots";

// What Preview Style and Apply Composition start from: the character's look, its saved
// direction and the reference that keeps its face (decision 105).

export const COMPOSED_SHOT = { width: 576, height: 1024 }; // 9:16, like every shot

/** The character's attributes and saved direction, for a composed shot's prompt. */
export async function compositionSource(userId: string, characterId: string): Promise<{ character: ShotCharacter; direction: CharacterDirection }> {
  const character = await prisma().character.findFirstOrThrow({
    where: { id: characterId, userId },
    select: { name: true, gender: true, age: true, ethnicity: true, hairColor: true, hairStyle: true, eyeColor: true, build: true, stylePreference: true },
  });
  return { character, direction: await savedDirection(userId, characterId) };
}

/**
 * The character's kept reference image as a shot's guidance, or null when it has none. A demo
 * picture cannot guide Leonardo; a preview is then made without it, and says so.
 */
export async function previewReference(userId: string, characterId: string): Promise<{ reference: ShotReference | null; note?: string }> {
  const character = await prisma().character.findFirst({ where: { id: characterId, userId }, select: { referenceImageUrl: true } });
  const kept = character?.referenceImageUrl
    ? await prisma().asset.findFirst({
        where: { characterId, kind: "reference-image", url: character.referenceImageUrl },
        select: { id: true },
        orderBy: { createdAt: "desc" },
      })
    : null;
  if (!kept) return { reference: null, note: "No reference image yet: the preview shows a new face." };
  try {
    return { reference: await resolveShotReference(userId, { referenceAssetId: kept.id }) };
  } catch (error) {
    if (error instanceof BadRequestError && imageProvider().mode === "live")
      return { reference: null, note: "The reference image is a demo picture: the preview shows a new face." };
    throw error;
  }
}
