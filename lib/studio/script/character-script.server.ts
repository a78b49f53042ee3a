import "server-only";
// The character's script for "Download Script" and the package (decision 112): the Mirage Video
// step's script box, where a generated script lands and the buyer edits it, else the latest
// script generated for the character; subtitles from speech of exactly that text, when kept.
import { prisma } from "@/lib/db/client.server";
import { ownedCharacter } from "@/lib/auth/ownership.server";
import type { CharacterScript } from "./script-view";
import { clipWords } from "@/lib/ai/speech/alignment";
import { buildCues, SUBTITLE_CUES, toSrt } from "@/lib/video/captions";

const SCRIPT_STEP = "mirage-video";

async function savedScript(characterId: string): Promise<Omit<CharacterScript, "srt"> | null> {
  const step = await prisma().characterStepData.findUnique({ where: { characterId_step: { characterId, step: SCRIPT_STEP } }, select: { data: true } });
  const boxed = (step?.data as Record<string, unknown> | undefined)?.script;
  if (typeof boxed === "string" && boxed.trim()) return { text: boxed.trim(), source: "step" };
  const generated = await prisma().asset.findFirst({ where: { characterId, kind: "script" }, orderBy: { createdAt: "desc" }, select: { meta: true } });
  const text = (generated?.meta as Record<string, unknown> | null | undefined)?.text;
  return typeof text === "string" && text.trim() ? { text: text.trim(), source: "generated" } : null;
}

/** Subtitles from the newest voice clip of this very text that kept its timings. */
async function subtitlesFor(characterId: string, text: string): Promise<string | null> {
  const clips = await prisma().asset.findMany({
    where: { characterId, kind: "voice-clip", meta: { path: ["text"], equals: text } },
    orderBy: { createdAt: "desc" },
    select: { meta: true },
    take: 5,
  });
  for (const clip of clips) {
    const words = clipWords(clip.meta as Record<string, unknown>);
    if (words) return toSrt(buildCues(words, SUBTITLE_CUES)) || null;
  }
  return null;
}

/** The script of a character the caller has already checked is the user's. */
export async function scriptOf(characterId: string): Promise<CharacterScript | null> {
  const script = await savedScript(characterId);
  if (!script) return null;
  return { ...script, srt: await subtitlesFor(characterId, script.text) };
}

/** The character's script for "Download Script" and the package (decision 112). */
export async function characterScript(userId: string, characterId: string): Promise<CharacterScript | null> {
  await ownedCharacter(userId, characterId);
  return scriptOf(characterId);
}
