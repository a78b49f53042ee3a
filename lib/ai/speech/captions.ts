import type { WordTiming } from "./types";

// Caption cues from spoken words, for the package's .srt and the draft video's burned-in
// captions: a cue ends after a sentence, or before it would grow past its characters or seconds.

export type CaptionCue = { start: number; end: number; text: string };

/** The package's subtitles: two short lines, read comfortably (the usual subtitle guideline). */
export const SUBTITLE_CUES = { maxChars: 84, maxSeconds: 6 } as const;

const endsSentence = (text: string) => /[.!?…]["'”’)\]]*$/.test(text);

export function captionCues(words: WordTiming[], limits: { maxChars: number; maxSeconds: number } = SUBTITLE_CUES): CaptionCue[] {
  const cues: CaptionCue[] = [];
  let cue: CaptionCue | null = null;
  for (const { word, start, end } of words) {
    const fits = cue !== null && cue.text.length + 1 + word.length <= limits.maxChars && end - cue.start <= limits.maxSeconds && !endsSentence(cue.text);
    if (cue && fits) {
      cue.text += ` ${word}`;
      cue.end = end;
    } else {
      cue = { start, end, text: word };
      cues.push(cue);
    }
  }
  return cues;
}

export function timestamp(seconds: number) {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)},${pad(ms % 1000, 3)}`;
}

/** The cues as a SubRip (.srt) file: numbered from 1, CRLF line ends as players expect. */
export function toSrt(cues: CaptionCue[]): string {
  return cues
    .filter((c) => c.text.trim() !== "")
    .map((c, i) => `${i + 1}\r\n${timestamp(c.start)} --> ${timestamp(Math.max(c.end, c.start))}\r\n${c.text.trim()}\r\n`)
    .join("\r\n");
}
