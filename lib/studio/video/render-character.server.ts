import "server-only";
import { randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { prisma } from "@/lib/db/client.server";
import { UnprocessableError } from "@/lib/api/errors";
import { speakForVideo } from "@/lib/ai/speech/speak-for-video.server";
import type { SpokenAudio } from "@/lib/video/speech-types";
import { discardFiles, putAssetFile } from "@/lib/media/assets.server";
import { assetContent } from "@/lib/media/asset-content.server";
import { renderDraftVideo } from "@/lib/video/render.server";
import { SpeechTooLongError } from "@/lib/video/errors";
import type { EditStyle } from "@/lib/video/edit-style";
import { oneAtATime } from "./one-at-a-time";

// A character's draft video (issue 22; its parts: docs/architecture.md): its voice reads the script, the renderer cuts its
// pictures to the sentences, and the MP4, the captions and the speech go into the media store.
// The job's outcome names the stored files, so they become assets only if the job completes.

export type DraftVideoPlan = {
  characterId: string;
  script: string;
  pictureAssetIds: string[];
  title: { name: string; handle: string | null } | null;
  /** The Mirage template's length: the video runs at least this long (issue 48). */
  targetSeconds?: number | null;
  /** The CapCut step's pace, transition, caption style and music bed (issue 48). */
  style?: EditStyle;
};
export type StoredDraftFile = { assetId: string; storageKey: string; size: number; contentType: string };
export type RenderedDraft = { video: StoredDraftFile; captions: StoredDraftFile; voice: StoredDraftFile; durationSeconds: number; speech: SpokenAudio };

// 1 while waiting for the renderer; speaking takes the rest of the first tenth of the bar, the
// render most of what follows, storing the end (the job's stage reads these, draft-video.server.ts).
export const DRAFT_PROGRESS = { waiting: 1, speaking: 2, rendering: 10, saving: 95 } as const;
const SPEECH_STARTED = DRAFT_PROGRESS.speaking;
const SPEECH_DONE = DRAFT_PROGRESS.rendering;
const RENDER_SPAN = 85;

// One draft at a time in this process (issue 22): two ffmpeg runs on two cores would each take
// twice as long, and the second buyer's job waits its turn with a stage that says so.
const renderer = oneAtATime();

async function picturesOf(characterId: string, ids: string[]): Promise<Buffer[]> {
  const rows = await prisma().asset.findMany({ where: { characterId, id: { in: ids } } });
  const byId = new Map(rows.map((row) => [row.id, row]));
  const pictures: Buffer[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    // The store, else what an older row kept (its bytes, a data: URL, a provider URL through the guard).
    const content = row ? await assetContent(row).catch(() => null) : null;
    if (content) pictures.push(content.data);
  }
  // The pictures were there when the job was queued; all of them gone since is the buyer's doing.
  if (!pictures.length) throw new UnprocessableError("The character's pictures are gone: generate a reference image or shots, then try again.");
  return pictures;
}

export async function renderCharacterDraft(
  userId: string,
  plan: DraftVideoPlan,
  { progress, signal, waiting }: { progress: (percent: number) => Promise<void>; signal: AbortSignal; waiting: () => Promise<void> },
): Promise<RenderedDraft> {
  return renderer.run(waiting, () => speakAndRender(userId, plan, progress, signal));
}

async function speakAndRender(userId: string, plan: DraftVideoPlan, progress: (percent: number) => Promise<void>, signal: AbortSignal): Promise<RenderedDraft> {
  await progress(SPEECH_STARTED);
  const speech = await speakForVideo(userId, { characterId: plan.characterId, text: plan.script });
  signal.throwIfAborted();
  await progress(SPEECH_DONE);
  const pictures = await picturesOf(plan.characterId, plan.pictureAssetIds);
  const work = await mkdtemp(join(tmpdir(), "character-draft-"));
  const stored: StoredDraftFile[] = [];
  const store = async (contentType: string, body: Buffer) => {
    const assetId = randomUUID();
    const file = { assetId, contentType, ...(await putAssetFile({ characterId: plan.characterId, assetId, contentType, body })) };
    stored.push(file);
    return file;
  };
  try {
    const audioPath = join(work, speech.contentType === "audio/wav" ? "voice.wav" : "voice.mp3");
    await writeFile(audioPath, speech.audio);
    const outPath = join(work, "draft.mp4");
    let shown: number = SPEECH_DONE;
    const onProgress = (percent: number) => {
      const value = SPEECH_DONE + Math.round((percent / 100) * RENDER_SPAN);
      if (value - shown < 2) return;
      shown = value;
      void progress(value).catch(() => {});
    };
    const render = await renderDraftVideo({
      shots: pictures,
      audioPath,
      words: speech.words,
      title: plan.title ?? undefined,
      targetSeconds: plan.targetSeconds ?? undefined,
      style: plan.style,
      outPath,
      signal,
      onProgress,
    });
    signal.throwIfAborted();
    const video = await store("video/mp4", await readFile(outPath));
    const captions = await store("application/x-subrip", Buffer.from(render.srt, "utf8"));
    const voice = await store(speech.contentType, speech.audio);
    return { video, captions, voice, durationSeconds: render.durationSeconds, speech };
  } catch (error) {
    await discardFiles(stored.map((file) => file.storageKey));
    if (error instanceof SpeechTooLongError) throw new UnprocessableError(error.message);
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
