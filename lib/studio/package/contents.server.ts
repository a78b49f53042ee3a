import "server-only";
import { prisma } from "@/lib/db/client.server";
import { ConflictError } from "@/lib/api/errors";
import { ownedCharacter } from "@/lib/auth/ownership.server";
import { scriptOf } from "@/lib/studio/script/character-script.server";
import { safeName } from "@/lib/media/asset-content.server";
import { ASSET_HEAD, assetRead } from "./asset-read.server";
import { isDemoVoiceClip } from "@/lib/ai/speech/demo-voice-label";
import { draftVideoFiles, isDraftVoice } from "./video-files.server";
import { contentPlanFiles } from "./plan-files.server";
import { profileDocument, profileJson, profileMarkdown } from "./profile-format";
import { editPlanMarkdown } from "./edit-plan-format";
import { messagesSchema } from "@/lib/studio/wizard/messages/schema";
import type { PackageContents, PackageFile } from "./package-file";

// What goes into a character's package (decision 111), file by file.

const text = (body: string | Buffer, ext: string) => async () => ({ data: Buffer.isBuffer(body) ? body : Buffer.from(body, "utf8"), ext });
const slug = (value: unknown, fallback: string) =>
  (typeof value === "string" ? value : "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60) || fallback;
const numbered = (i: number) => String(i + 1).padStart(2, "0");

async function profileFiles(characterId: string): Promise<PackageFile[]> {
  const character = await prisma().character.findUniqueOrThrow({
    where: { id: characterId },
    include: { profile: true, socialLinks: { orderBy: { createdAt: "asc" }, select: { platform: true, profileUrl: true, followerCount: true } } },
  });
  const doc = profileDocument(character);
  return [
    { base: "profile/profile", read: text(profileJson(doc), "json") },
    { base: "profile/profile", read: text(profileMarkdown(doc), "md") },
  ];
}

async function imageFiles(characterId: string, referenceUrl: string | null): Promise<PackageFile[]> {
  // The chosen reference only (the one on the character's card), then every shot, oldest first.
  const reference = referenceUrl
    ? await prisma().asset.findFirst({ where: { characterId, kind: "reference-image", url: referenceUrl }, orderBy: { createdAt: "desc" }, select: ASSET_HEAD })
    : null;
  // The id breaks a tie between assets saved in the same millisecond, so the numbers stay put.
  const shots = await prisma().asset.findMany({ where: { characterId, kind: "shot" }, orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: ASSET_HEAD });
  return [
    ...(reference ? [{ base: "images/reference", read: assetRead(reference) }] : []),
    ...shots.map((shot, i) => ({
      base: `images/shots/${numbered(i)}-${slug((shot.meta as Record<string, unknown> | null)?.scenario, "shot")}`,
      read: assetRead(shot),
    })),
  ];
}

async function voiceFiles(characterId: string, latestDraftId: string | null): Promise<PackageFile[]> {
  const clips = await prisma().asset.findMany({
    where: { characterId, OR: [{ kind: "voice-clip" }, { contentType: { startsWith: "audio/" } }] },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: ASSET_HEAD,
  });
  // The latest draft's own speech goes with its video (video/voice); earlier drafts' speech stays here.
  return clips
    .filter((clip) => !isDraftVoice(clip, latestDraftId))
    .map((clip, i) => ({
      // A clip of the server's demo voice says so in its name (decision 341).
      base: `voice/${numbered(i)}-${isDemoVoiceClip(clip.meta) ? "demo-voice-" : ""}${slug((clip.meta as Record<string, unknown> | null)?.text, "voice-sample").slice(0, 40)}`,
      read: assetRead(clip),
    }));
}

async function scriptFiles(characterId: string): Promise<PackageFile[]> {
  const script = await scriptOf(characterId);
  if (!script) return [];
  return [{ base: "script/script", read: text(`${script.text}\n`, "txt") }, ...(script.srt ? [{ base: "script/script", read: text(script.srt, "srt") }] : [])];
}

/** The Messages step's saved messages, in their order, as a Markdown list (issue 44); none, no file. */
async function messageFiles(characterId: string): Promise<PackageFile[]> {
  const row = await prisma().characterStepData.findUnique({ where: { characterId_step: { characterId, step: "messages" } }, select: { data: true } });
  const saved = messagesSchema.safeParse(row?.data ?? {});
  const messages = saved.success ? (saved.data.messages ?? []) : [];
  if (messages.length === 0) return [];
  const body = `# Saved messages\n\n${messages.map((m, i) => `${i + 1}. ${m.replace(/\s*\n\s*/g, " ")}`).join("\n")}\n`;
  return [{ base: "messages/messages", read: text(body, "md") }];
}

/** The CapCut step's edit plan (instructions, music, effects, template), when there is one. */
async function editPlanFiles(characterId: string): Promise<PackageFile[]> {
  const row = await prisma().characterStepData.findUnique({ where: { characterId_step: { characterId, step: "capcut-video" } }, select: { data: true } });
  const plan = editPlanMarkdown((row?.data ?? {}) as Record<string, unknown>);
  return plan ? [{ base: "edit/edit-plan", read: text(plan, "md") }] : [];
}

/** The Voice step's "Download Voice Samples" (issue 31): every voice clip of the character, alone. */
export async function voiceSamplesContents(userId: string, characterId: string): Promise<PackageContents> {
  const owned = await ownedCharacter(userId, characterId);
  const files = await voiceFiles(characterId, null);
  // An empty ZIP would be a download of nothing: say what to do instead.
  if (files.length === 0) throw new ConflictError("No voice clips yet: generate some with Generate Speech in the voice studio above.");
  return { root: `${safeName(owned.name, "Unnamed Character")} voice samples`, files };
}

export async function packageContents(userId: string, characterId: string): Promise<PackageContents> {
  const owned = await ownedCharacter(userId, characterId);
  const { referenceImageUrl } = await prisma().character.findUniqueOrThrow({ where: { id: characterId }, select: { referenceImageUrl: true } });
  const plan = await contentPlanFiles(userId, characterId);
  const video = await draftVideoFiles(characterId);
  const files = [
    ...(await profileFiles(characterId)),
    ...(await imageFiles(characterId, referenceImageUrl)),
    ...(await voiceFiles(characterId, video.draftId)),
    ...(await scriptFiles(characterId)),
    ...(await messageFiles(characterId)),
    ...(await editPlanFiles(characterId)),
    ...video.files,
    ...plan.map((f) => ({ base: `content-plan/${f.name.replace(/\.[a-z]+$/, "")}`, read: text(f.body, f.name.split(".").pop()!) })),
  ];
  return { root: safeName(owned.name, "Unnamed Character"), files };
}
