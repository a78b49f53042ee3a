import { VIDEO_FPS, VIDEO_HEIGHT, VIDEO_WIDTH } from "./format";
import type { ScenePlan } from "./scenes";
import { FADE_FRAMES, MUSIC_BED_FORMULAS, MUSIC_FADE_SECONDS, type MusicBed, type Transition } from "./edit-style";

// The single ffmpeg run that renders a draft video. Decision 134 has the measurements behind
// each choice: every scene decodes its still once, doubles it (zoompan moves in whole pixels,
// so a 2× source halves the wobble of a slow zoom), and zoompan makes the scene's frames from
// that one picture; the scenes are joined, libass burns in the captions, and x264 "superfast"
// (faster than "ultrafast" on detailed stills, whose bigger bitstream costs more to write).

export const SUPERSAMPLE = 2;
export const X264_PRESET = "superfast";

export type RenderArgsInput = {
  scenes: ScenePlan[];
  /** The prepared still of each shot, by shot index (relative to ffmpeg's working directory). */
  shotFiles: string[];
  audioPath: string;
  leadInSeconds: number;
  totalSeconds: number;
  /** The ASS captions and the folder holding their font, relative to ffmpeg's working directory. */
  captionsFile: string;
  fontsDir: string;
  outPath: string;
  /** "Fade through black" fades each scene out and the next in at every cut; "Cut" (the default) does not. */
  transition?: Transition;
  /** A bundled bed mixed under the voice for the whole video, fading out at its end; "None" (the default): the voice alone. */
  musicBed?: MusicBed;
};

const fixed = (n: number) => Number(n.toFixed(4)).toString();

/** zoompan expressions for one scene: zoom and focus move linearly over its frames. */
export function zoompanFilter(scene: ScenePlan): string {
  const { zoomFrom, zoomTo, focusFrom, focusTo } = scene.motion;
  const d = Math.max(1, scene.frames);
  const along = (from: number, to: number) => `(${fixed(from)}+${fixed(to - from)}*on/${d})`;
  const zoom = along(zoomFrom, zoomTo);
  const x = `(iw-iw/zoom)*${along(focusFrom[0], focusTo[0])}`;
  const y = `(ih-ih/zoom)*${along(focusFrom[1], focusTo[1])}`;
  return `zoompan=z='${zoom}':x='${x}':y='${y}':d=${d}:s=${VIDEO_WIDTH}x${VIDEO_HEIGHT}:fps=${VIDEO_FPS}`;
}

/** A scene's fades at the cuts on either side of it (not at the video's start or end); no frames change count. */
export function fades(scenes: ScenePlan[], i: number, transition: Transition = "Cut"): string {
  if (transition !== "Fade through black") return "";
  const n = Math.min(FADE_FRAMES, Math.floor(scenes[i].frames / 2));
  if (n < 1) return "";
  return `${i > 0 ? `,fade=t=in:s=0:n=${n}` : ""}${i < scenes.length - 1 ? `,fade=t=out:s=${scenes[i].frames - n}:n=${n}` : ""}`;
}

/** The voice with a bed under it: the bed is generated for the video's length and fades out at its end. */
export function musicUnder(voice: string, bed: Exclude<MusicBed, "None">, totalSeconds: number): string {
  const fadeStart = Math.max(0, totalSeconds - MUSIC_FADE_SECONDS);
  const music = `aevalsrc='${MUSIC_BED_FORMULAS[bed]}':s=48000:c=stereo:d=${fixed(totalSeconds)},afade=t=out:st=${fixed(fadeStart)}:d=${MUSIC_FADE_SECONDS}[m]`;
  // amix halves each of its two inputs; volume=2 gives the voice back its level. (The packaged
  // static ffmpeg predates amix's normalize=0.)
  return `${voice}[voice];${music};[voice][m]amix=inputs=2:duration=first,volume=2[a]`;
}

export function renderArgs(input: RenderArgsInput): string[] {
  const { scenes, shotFiles, audioPath, leadInSeconds, totalSeconds, captionsFile, fontsDir, outPath } = input;
  // One input per shot on screen, decoded and enlarged once and shared by its scenes: memory
  // grows with the shots, not with the scenes.
  const shots = [...new Set(scenes.map((scene) => scene.shot))];
  const big = `${VIDEO_WIDTH * SUPERSAMPLE}:${VIDEO_HEIGHT * SUPERSAMPLE}`;
  const shotChains = shots.map((shot, input) => {
    const uses = scenes.flatMap((scene, i) => (scene.shot === shot ? [`[u${i}]`] : []));
    return `[${input}:v]scale=${big},setsar=1,format=yuv420p${uses.length > 1 ? `,split=${uses.length}` : ""}${uses.join("")}`;
  });
  const sceneChains = scenes.map((scene, i) => `[u${i}]${zoompanFilter(scene)}${fades(scenes, i, input.transition)},setsar=1[s${i}]`);
  const joined = scenes.length > 1 ? `${scenes.map((_, i) => `[s${i}]`).join("")}concat=n=${scenes.length}:v=1:a=0,` : `[s0]`;
  const video = `${joined}ass=f=${captionsFile}:fontsdir=${fontsDir},format=yuv420p[v]`;
  const delayMs = Math.round(leadInSeconds * 1000);
  const voice = `[${shots.length}:a]aformat=sample_rates=48000:channel_layouts=stereo${delayMs > 0 ? `,adelay=${delayMs}|${delayMs}` : ""},apad`;
  const audio = input.musicBed && input.musicBed !== "None" ? musicUnder(voice, input.musicBed, totalSeconds) : `${voice}[a]`;
  return [
    ...["-hide_banner", "-nostdin", "-loglevel", "error", "-y"],
    ...shots.flatMap((shot) => ["-i", shotFiles[shot]]),
    ...["-i", audioPath],
    ...["-filter_complex", [...shotChains, ...sceneChains, video, audio].join(";")],
    ...["-map", "[v]", "-map", "[a]", "-t", fixed(totalSeconds)],
    ...["-c:v", "libx264", "-preset", X264_PRESET, "-tune", "stillimage", "-crf", "23", "-pix_fmt", "yuv420p", "-r", String(VIDEO_FPS)],
    ...["-c:a", "aac", "-b:a", "128k"],
    ...["-movflags", "+faststart", "-progress", "pipe:1", "-nostats", "-f", "mp4", outPath],
  ];
}
