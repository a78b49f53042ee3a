import "server-only";
import { prisma } from "@/lib/db/client.server";
import { NotFoundError } from "@/lib/api/errors";
import { CHARACTER_NOT_FOUND, ownedCharacter } from "@/lib/auth/ownership.server";
import { readVoiceSettings, type VoiceSettings } from "./settings";

/** The character's voice design; the defaults until the buyer saves one. 404 if not theirs. */
export async function getCharacterVoice(userId: string, characterId: string): Promise<{ settings: VoiceSettings }> {
  const character = await ownedCharacter(userId, characterId, CHARACTER_NOT_FOUND);
  return { settings: readVoiceSettings(character.voiceSettings) };
}

/**
 * Saves the whole voice design (Save on the Voice step, or "Keep this one" on a variation). The
 * owner check and the write are one statement, so a foreign id changes nothing and is a 404.
 */
export async function saveCharacterVoice(userId: string, characterId: string, settings: VoiceSettings): Promise<{ settings: VoiceSettings }> {
  const { count } = await prisma().character.updateMany({ where: { id: characterId, userId }, data: { voiceSettings: settings } });
  if (count === 0) throw new NotFoundError("Character not found");
  return { settings };
}
