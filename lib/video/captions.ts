import { timestamp } from "@/lib/ai/speech/captions";
import type { WordTiming } from "@/lib/ai/speech/types";
import { endsSentence } from "./sentences";

// Captions are short cues of a few words, timed from the spoken words: short enough to read at
// a glance on a phone, cut where the speech pauses or a sentence ends. The same cues give the
// burned-in captions (captions-ass.ts) and the SRT file of the edit package.

export type Cue = { start: number; end: number; words: WordTiming[]; text: string };

export type CueLimits = { maxWords: number; maxChars: number; maxPauseSeconds: number };
export const CUE_LIMITS: CueLimits = { maxWords: 4, maxChars: 22, maxPauseSeconds: 0.6 };
/** How long a cue may stay up after its last word when the next cue is not yet due. */
const LINGER_SECONDS = 0.5;

const ENDS_CLAUSE = /[,;:—–]["'”’)\]]*$/;

export function buildCues(words: WordTiming[], limits: CueLimits = CUE_LIMITS): Cue[] {
  const groups: WordTiming[][] = [];
  let current: WordTiming[] = [];
  const textOf = (list: WordTiming[]) => list.map((w) => w.word.trim()).join(" ");
  for (const word of words) {
    if (!word.word.trim()) continue;
    const last = current[current.length - 1];
    const full =
      current.length >= limits.maxWords ||
      (current.length > 0 && textOf([...current, word]).length > limits.maxChars) ||
      (last !== undefined && word.start - last.end > limits.maxPauseSeconds);
    if (full) {
      groups.push(current);
      current = [];
    }
    current.push(word);
    // A sentence always ends its cue; a clause does once the cue has two words.
    if (endsSentence(word.word) || (current.length >= 2 && ENDS_CLAUSE.test(word.word))) {
      groups.push(current);
      current = [];
    }
  }
  if (current.length) groups.push(current);

  return groups.map((group, i) => {
    const next = groups[i + 1]?.[0];
    const lastEnd = group[group.length - 1].end;
    const end = Math.max(lastEnd, Math.min(lastEnd + LINGER_SECONDS, next ? next.start : Infinity));
    return { start: group[0].start, end, words: group, text: textOf(group) };
  });
}

/** 83.5 → "00:01:23,500": the SubRip time the package's subtitles use too. */
export { timestamp as srtTime };

/** SubRip text of the cues, shifted by the title card so it lines up with the video. */
export function toSrt(cues: Cue[], offsetSeconds = 0): string {
  return cues.map((cue, i) => `${i + 1}\n${timestamp(cue.start + offsetSeconds)} --> ${timestamp(cue.end + offsetSeconds)}\n${cue.text}\n`).join("\n");
}
