import "server-only";
import { prisma } from "@/lib/db/client.server";
import { BadRequestError } from "@/lib/api/errors";
import { ownedCharacter } from "@/lib/auth/ownership.server";
import { scriptOf } from "@/lib/studio/script/character-script.server";
import { countWords, handleFromProfileUrl } from "./materials";
import { maxWordsFor, scriptTemplate } from "@/lib/studio/wizard/mirage-video/templates";
import { SCRIPT_SECONDS } from "@/lib/video/format";
import type { EditStyle } from "@/lib/video/edit-style";
import { editStyleOf } from "@/lib/studio/wizard/capcut-video/options";

// What a draft video is made of (issue 22), read on the server when the job is queued: the
// script the package would carry (decision 112), the character's shots (else its reference
// picture), and the name and handle for the title card.

export const NO_SCRIPT_MESSAGE = "Write or generate a script on the Mirage Video step first: the video reads it aloud.";
export const NO_PICTURES_MESSAGE = "Generate the reference image or some shots first: the video is cut from them.";
/** The script reads past its template's length (or, with no template, past the longest one). */
export const scriptTooLongMessage = (seconds: number) => `The script is too long for a ${seconds}-second video: keep it under ${maxWordsFor(seconds)} words.`;
const LONGEST = Math.max(...SCRIPT_SECONDS);

/** Shots in one video at most: one a sentence of a minute's script is plenty. */
const MAX_SHOTS = 12;

export type DraftVideoMaterials = {
  script: string;
  pictureAssetIds: string[];
  title: { name: string; handle: string | null };
  /** The Mirage template's length: the video runs at least this long; null without a template. */
  targetSeconds: number | null;
  /** The CapCut step's pace, transition, caption style and music bed (issue 48). */
  style: EditStyle;
};

export async function draftVideoMaterials(userId: string, characterId: string): Promise<DraftVideoMaterials> {
  const character = await ownedCharacter(userId, characterId);
  const script = await scriptOf(characterId);
  if (!script) throw new BadRequestError(NO_SCRIPT_MESSAGE);
  const step = await prisma().characterStepData.findUnique({ where: { characterId_step: { characterId, step: "mirage-video" } }, select: { data: true } });
  const template = scriptTemplate((step?.data as Record<string, unknown> | undefined)?.template);
  const seconds = template?.seconds ?? LONGEST;
  if (countWords(script.text) > maxWordsFor(seconds)) throw new BadRequestError(scriptTooLongMessage(seconds));

  const shots = await prisma().asset.findMany({
    where: { characterId, kind: "shot" },
    orderBy: { createdAt: "desc" },
    take: MAX_SHOTS,
    select: { id: true },
  });
  const pictures = shots.length
    ? shots.reverse()
    : await prisma().asset.findMany({ where: { characterId, kind: "reference-image" }, orderBy: { createdAt: "desc" }, take: 1, select: { id: true } });
  if (!pictures.length) throw new BadRequestError(NO_PICTURES_MESSAGE);

  const capcut = await prisma().characterStepData.findUnique({ where: { characterId_step: { characterId, step: "capcut-video" } }, select: { data: true } });
  const link = await prisma().socialLink.findFirst({ where: { characterId, isActive: true }, orderBy: { createdAt: "asc" }, select: { profileUrl: true } });
  return {
    script: script.text,
    pictureAssetIds: pictures.map((p) => p.id),
    title: { name: character.name || "Unnamed Character", handle: link ? handleFromProfileUrl(link.profileUrl) : null },
    targetSeconds: template?.seconds ?? null,
    style: editStyleOf((capcut?.data as Record<string, unknown> | undefined) ?? undefined),
  };
}
