import "server-only";
import { copyFile, mkdir, mkdtemp, rename, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { WordTiming } from "@/lib/video/speech-types";
import { BURNED_IN_CUES, buildCues, toSrt } from "./captions";
import { toAss, type TitleCard } from "./captions-ass";
import { SpeechTooLongError } from "./errors";
import { renderArgs } from "./ffmpeg-args";
import { audioSeconds, runFfmpeg } from "./ffmpeg.server";
import { MAX_SPEECH_SECONDS, TITLE_SECONDS, VIDEO_FPS, VIDEO_HEIGHT, VIDEO_WIDTH } from "./format";
import { progressReader } from "./progress";
import { DEFAULT_EDIT_STYLE, type EditStyle } from "./edit-style";
import { planScenes } from "./scenes";
import { groupSentences } from "./sentences";
import { prepareShot, type ShotSource } from "./shots.server";

// Renders a draft video (issue 22; its parts: docs/architecture.md): the shots as slow pan-and-zoom scenes cut at the script's
// sentences, the speech, burned-in captions timed to its words, and an optional title card.
// Works in a private temporary folder and writes `outPath` only when the video is complete.

/** The caption font (SIL OFL), from the project root; next.config traces it into standalone builds. */
export const CAPTION_FONT_FILE = join("node_modules", "geist", "dist", "fonts", "geist-sans", "Geist-Bold.ttf");

export type DraftVideoInput = {
  /** The character's shots in order; scenes cycle through them when there are more sentences. */
  shots: ShotSource[];
  /** The speech (WAV or MP3) and when each word is said in it. */
  audioPath: string;
  words: WordTiming[];
  title?: TitleCard;
  /** The video's length when the speech (with the title card) is shorter: the last scene holds until then (issue 48). */
  targetSeconds?: number;
  /** The CapCut step's pace, transition, caption style and music bed (issue 48); the defaults without. */
  style?: Partial<EditStyle>;
  outPath: string;
  signal?: AbortSignal;
  /** 0-99 while ffmpeg renders, then 100 once `outPath` is complete. */
  onProgress?: (percent: number) => void;
};

export type DraftVideo = {
  durationSeconds: number;
  bytes: number;
  width: number;
  height: number;
  /** The captions as SubRip, timed to this video (title card included), for the edit package. */
  srt: string;
  /** Peak resident memory of the ffmpeg process (0 where /proc is not available). */
  peakMemoryBytes: number;
};

export async function renderDraftVideo(input: DraftVideoInput): Promise<DraftVideo> {
  const { shots, words, title, signal, onProgress } = input;
  // ffmpeg runs in the work folder, so the caller's paths are made absolute first.
  const audioPath = resolve(input.audioPath);
  const outPath = resolve(input.outPath);
  signal?.throwIfAborted();
  if (shots.length === 0) throw new Error("A draft video needs at least one shot");
  const speechSeconds = await audioSeconds(audioPath, signal);
  if (speechSeconds > MAX_SPEECH_SECONDS + 0.05) throw new SpeechTooLongError(speechSeconds);

  const leadInSeconds = title ? TITLE_SECONDS : 0;
  // Speech shorter than the template leaves the pictures on screen (silent) to the template's length.
  const sceneSeconds = Math.max(speechSeconds, (input.targetSeconds ?? 0) - leadInSeconds);
  const style = { ...DEFAULT_EDIT_STYLE, ...input.style };
  const scenes = planScenes({
    sentences: groupSentences(words),
    shotCount: shots.length,
    speechSeconds: sceneSeconds,
    leadInSeconds,
    fps: VIDEO_FPS,
    maxSceneSeconds: style.maxSceneSeconds,
  });
  const totalFrames = scenes.reduce((sum, scene) => sum + scene.frames, 0);
  const totalSeconds = totalFrames / VIDEO_FPS;
  const cues = buildCues(words, BURNED_IN_CUES);

  const work = await mkdtemp(join(tmpdir(), "draft-video-"));
  const partPath = `${outPath}.part`;
  try {
    const used = [...new Set(scenes.map((scene) => scene.shot))];
    const shotFiles = shots.map((_, i) => `shot-${i}.png`);
    await Promise.all(used.map((i) => prepareShot(shots[i], join(work, shotFiles[i]))));
    await mkdir(join(work, "fonts"));
    await copyFile(join(process.cwd(), CAPTION_FONT_FILE), join(work, "fonts", "Geist-Bold.ttf"));
    await writeFile(join(work, "captions.ass"), toAss(cues, leadInSeconds, title, style.textStyle));
    signal?.throwIfAborted();

    const args = renderArgs({
      scenes,
      shotFiles,
      audioPath,
      leadInSeconds,
      totalSeconds,
      captionsFile: "captions.ass",
      fontsDir: "fonts",
      outPath: partPath,
      transition: style.transition,
      musicBed: style.musicBed,
    });
    const onStdout = onProgress ? progressReader(totalSeconds, onProgress) : undefined;
    const { peakMemoryBytes } = await runFfmpeg(args, { cwd: work, signal, onStdout });
    await rename(partPath, outPath);
    const { size } = await stat(outPath);
    onProgress?.(100);
    return { durationSeconds: totalSeconds, bytes: size, width: VIDEO_WIDTH, height: VIDEO_HEIGHT, srt: toSrt(cues, leadInSeconds), peakMemoryBytes };
  } catch (error) {
    await rm(partPath, { force: true });
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
