import "server-only";
import { prisma } from "@/lib/db/client";
import type { SocialLink } from "@/lib/db/generated/client";
import { NotFoundError } from "@/lib/api/errors";
import { open, seal } from "@/lib/crypto";
import { ACTIVITY_KINDS, recordActivity } from "@/lib/activity";
import type { CreateSocialLinkInput, SocialLinkDto, UpdateSocialLinkInput } from "@/lib/validation/social-link";
import { createSocialLinkSchema } from "@/lib/validation/social-link";
import { ownCharacter } from "./ownership";

/** Login passwords are sealed at rest; only the owner's reads open them (a wrong key throws). */
function toDto(row: SocialLink): SocialLinkDto {
  const { id, characterId, platform, profileUrl, loginName, followerCount, notes, isVerified, isActive, loginPasswordSealed } = row;
  return {
    id, characterId, platform, profileUrl, loginName, followerCount, notes, isVerified, isActive,
    loginPassword: loginPasswordSealed ? open(loginPasswordSealed) : "",
  };
}

const sealPassword = (password: string) => (password ? seal(password) : null);

export async function listSocialLinks(userId: string, characterId: string): Promise<SocialLinkDto[]> {
  await ownCharacter(userId, characterId);
  const rows = await prisma().socialLink.findMany({ where: { characterId }, orderBy: { createdAt: "asc" } });
  return rows.map(toDto);
}

export async function addSocialLink(userId: string, characterId: string, raw: CreateSocialLinkInput): Promise<SocialLinkDto> {
  const character = await ownCharacter(userId, characterId);
  const { loginPassword, platform, profileUrl, loginName, followerCount, notes } = createSocialLinkSchema.parse(raw);
  return prisma().$transaction(async (tx) => {
    const row = await tx.socialLink.create({
      data: { characterId, platform, profileUrl, loginName, followerCount, notes, loginPasswordSealed: sealPassword(loginPassword) },
    });
    await recordActivity(userId, ACTIVITY_KINDS.socialLinkAdded, `${platform} for ${character.name}`, tx);
    return toDto(row);
  });
}

export async function updateSocialLink(userId: string, characterId: string, linkId: string, input: UpdateSocialLinkInput) {
  const { loginPassword, ...rest } = input;
  const data = loginPassword === undefined ? rest : { ...rest, loginPasswordSealed: sealPassword(loginPassword) };
  const { count } = await prisma().socialLink.updateMany({ where: { id: linkId, characterId, character: { userId } }, data });
  if (count === 0) throw new NotFoundError();
  return toDto((await prisma().socialLink.findUniqueOrThrow({ where: { id: linkId } })));
}

export async function deleteSocialLink(userId: string, characterId: string, linkId: string) {
  const { count } = await prisma().socialLink.deleteMany({ where: { id: linkId, characterId, character: { userId } } });
  if (count === 0) throw new NotFoundError();
  return { success: true };
}
