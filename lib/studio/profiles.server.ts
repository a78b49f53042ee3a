import "server-only";
import { prisma } from "@/lib/db/client.server";
import { ACTIVITY_KINDS, recordActivity } from "@/lib/activity/activity.server";
import { PROFILE_DEFAULTS, PROFILE_TEXT_FIELDS, type ProfileDto, type ProfileInput } from "@/lib/validation/profile";
import { ownedCharacter } from "@/lib/auth/ownership.server";
import { newPublicSlug, publicCharacterPath } from "./public-page";

type ProfileRow = Partial<Record<keyof ProfileDto | "publicSlug", string | boolean | null>>;

function toDto(row: ProfileRow | null): ProfileDto {
  const dto = { ...PROFILE_DEFAULTS };
  if (!row) return dto;
  for (const f of PROFILE_TEXT_FIELDS) dto[f] = (row[f] as string | null) ?? "";
  for (const flag of ["isPublic", "isVerified", "isActive"] as const) dto[flag] = row[flag] as boolean;
  dto.publicPath = row.publicSlug ? publicCharacterPath(row.publicSlug as string) : null;
  return dto;
}

/** GET profile: a character without a saved profile answers the defaults (spec section 3). */
export async function getProfile(userId: string, characterId: string): Promise<ProfileDto> {
  await ownedCharacter(userId, characterId);
  const row = await prisma().characterProfile.findUnique({ where: { characterId } });
  return toDto(row);
}

/** PUT profile: saves every field sent (blank text clears it) and records the activity. */
export async function saveProfile(userId: string, characterId: string, input: ProfileInput): Promise<ProfileDto> {
  const character = await ownedCharacter(userId, characterId);
  const data: Record<string, string | boolean | null> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    data[key] = typeof value === "string" ? value || null : value;
  }
  return prisma().$transaction(async (tx) => {
    // The public page's short address is given the first time the page is turned on (decision 380).
    if (input.isPublic) {
      const existing = await tx.characterProfile.findUnique({ where: { characterId }, select: { publicSlug: true } });
      if (!existing?.publicSlug) data.publicSlug = newPublicSlug(character.name, characterId);
    }
    const row = await tx.characterProfile.upsert({ where: { characterId }, create: { characterId, ...data }, update: data });
    await recordActivity(userId, ACTIVITY_KINDS.profileSaved, character.name, tx);
    return toDto(row);
  });
}
