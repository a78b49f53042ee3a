import "server-only";
import { randomUUID } from "node:crypto";
import { prisma } from "@/lib/db/client.server";
import type { SocialLink } from "@/lib/db/generated/client";
import { ConflictError, NotFoundError } from "@/lib/api/errors";
import { open, seal, SealError, sealPurpose } from "@/lib/crypto/crypto.server";
import { ACTIVITY_KINDS, recordActivity } from "@/lib/activity/activity.server";
import type { CreateSocialLinkInput, RevealedPasswordDto, SocialLinkDto, UpdateSocialLinkInput } from "@/lib/validation/social-link";
import { createSocialLinkSchema } from "@/lib/validation/social-link";
import { ownedCharacter } from "@/lib/auth/ownership.server";

// Login passwords are sealed at rest and bound to their link (lib/crypto). Lists and edits say
// only whether one is saved; the owner reads one with an explicit reveal, which the activity
// feed records (decision 095).
function toDto(row: SocialLink): SocialLinkDto {
  const { id, characterId, platform, profileUrl, loginName, followerCount, notes, isVerified, isActive, loginPasswordSealed } = row;
  return { id, characterId, platform, profileUrl, loginName, followerCount, notes, isVerified, isActive, hasPassword: loginPasswordSealed !== null };
}

const sealPassword = (linkId: string, password: string) => (password ? seal(password, sealPurpose.socialLinkPassword(linkId)) : null);

export const UNREADABLE_PASSWORD_MESSAGE = "This saved password can no longer be read. Enter the password again to replace it.";

export async function listSocialLinks(userId: string, characterId: string): Promise<SocialLinkDto[]> {
  await ownedCharacter(userId, characterId);
  const rows = await prisma().socialLink.findMany({ where: { characterId }, orderBy: { createdAt: "asc" } });
  return rows.map(toDto);
}

export async function addSocialLink(userId: string, characterId: string, raw: CreateSocialLinkInput): Promise<SocialLinkDto> {
  const character = await ownedCharacter(userId, characterId);
  const { loginPassword, platform, profileUrl, loginName, followerCount, notes } = createSocialLinkSchema.parse(raw);
  // The id is chosen here so the password can be sealed for this row before it exists.
  const id = randomUUID();
  return prisma().$transaction(async (tx) => {
    const row = await tx.socialLink.create({
      data: { id, characterId, platform, profileUrl, loginName, followerCount, notes, loginPasswordSealed: sealPassword(id, loginPassword) },
    });
    await recordActivity(userId, ACTIVITY_KINDS.socialLinkAdded, `${platform} for ${character.name}`, tx);
    return toDto(row);
  });
}

export async function updateSocialLink(userId: string, characterId: string, linkId: string, input: UpdateSocialLinkInput) {
  const { loginPassword, ...rest } = input;
  const data = loginPassword === undefined ? rest : { ...rest, loginPasswordSealed: sealPassword(linkId, loginPassword) };
  const { count } = await prisma().socialLink.updateMany({ where: { id: linkId, characterId, character: { userId } }, data });
  if (count === 0) throw new NotFoundError();
  return toDto(await prisma().socialLink.findUniqueOrThrow({ where: { id: linkId } }));
}

/**
 * POST .../social-links/{linkId}/reveal-password: the owner's saved password, recorded in the
 * activity feed. A value that no longer opens (moved from another row, tampered, its key
 * rotated away) is a 409 asking for the password again, not a 500.
 */
export async function revealSocialLinkPassword(userId: string, characterId: string, linkId: string): Promise<RevealedPasswordDto> {
  const link = await prisma().socialLink.findFirst({
    where: { id: linkId, characterId, character: { userId } },
    select: { platform: true, loginPasswordSealed: true, character: { select: { name: true } } },
  });
  if (!link) throw new NotFoundError();
  let loginPassword = "";
  try {
    if (link.loginPasswordSealed) loginPassword = open(link.loginPasswordSealed, sealPurpose.socialLinkPassword(linkId));
  } catch (error) {
    if (error instanceof SealError) throw new ConflictError(UNREADABLE_PASSWORD_MESSAGE);
    throw error;
  }
  await recordActivity(userId, ACTIVITY_KINDS.socialPasswordRevealed, `${link.platform} for ${link.character.name}`);
  return { loginPassword };
}

export async function deleteSocialLink(userId: string, characterId: string, linkId: string) {
  const { count } = await prisma().socialLink.deleteMany({ where: { id: linkId, characterId, character: { userId } } });
  if (count === 0) throw new NotFoundError();
  return { success: true };
}
