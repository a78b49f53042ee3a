import type { WordTiming } from "@/lib/video/speech-types";
import { endsSentence } from "./sentences";

// The one place captions are made: cues from spoken words, and the SubRip (.srt) file. Two kinds
// of cue share the builder and differ only in their limits: the package's subtitles (two short
// lines, read comfortably) and the draft video's burned-in captions (a few words, read at a
// glance on a phone, cut where the speech pauses). A sentence always ends a cue (the rule in
// ./sentences.ts, the same one that cuts the draft video's scenes).

export type Cue = { start: number; end: number; words: WordTiming[]; text: string };

export type CueLimits = {
  maxChars: number;
  maxWords?: number;
  /** From the cue's first word's start to its last word's end. */
  maxSeconds?: number;
  /** A silence longer than this between two words starts a new cue. */
  maxPauseSeconds?: number;
  /** Whether a clause (a comma, colon, dash) ends a cue once it holds two words. */
  clauseBreaks?: boolean;
  /** How long a cue may stay up after its last word when the next cue is not yet due. */
  lingerSeconds?: number;
};

/** The package's subtitles: two short lines, read comfortably (the usual subtitle guideline). */
export const SUBTITLE_CUES: CueLimits = { maxChars: 84, maxSeconds: 6 };
/** The draft video's burned-in captions (captions-ass.ts). */
export const BURNED_IN_CUES: CueLimits = { maxWords: 4, maxChars: 22, maxPauseSeconds: 0.6, clauseBreaks: true, lingerSeconds: 0.5 };

const ENDS_CLAUSE = /[,;:—–]["'”’)\]]*$/;

export function buildCues(words: WordTiming[], limits: CueLimits): Cue[] {
  const { maxChars, maxWords = Infinity, maxSeconds = Infinity, maxPauseSeconds = Infinity, clauseBreaks = false, lingerSeconds = 0 } = limits;
  const groups: WordTiming[][] = [];
  let current: WordTiming[] = [];
  const textOf = (list: WordTiming[]) => list.map((w) => w.word.trim()).join(" ");
  for (const word of words) {
    if (!word.word.trim()) continue;
    const first = current[0];
    const last = current[current.length - 1];
    const full =
      current.length >= maxWords ||
      (current.length > 0 && textOf([...current, word]).length > maxChars) ||
      (first !== undefined && word.end - first.start > maxSeconds) ||
      (last !== undefined && word.start - last.end > maxPauseSeconds);
    if (full) {
      groups.push(current);
      current = [];
    }
    current.push(word);
    if (endsSentence(word.word) || (clauseBreaks && current.length >= 2 && ENDS_CLAUSE.test(word.word))) {
      groups.push(current);
      current = [];
    }
  }
  if (current.length) groups.push(current);

  return groups.map((group, i) => {
    const next = groups[i + 1]?.[0];
    const lastEnd = group[group.length - 1].end;
    const end = Math.max(lastEnd, Math.min(lastEnd + lingerSeconds, next ? next.start : Infinity));
    return { start: group[0].start, end, words: group, text: textOf(group) };
  });
}

/** 83.5 → "00:01:23,500": a SubRip time. */
export function srtTime(seconds: number) {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)},${pad(ms % 1000, 3)}`;
}

/**
 * The cues as a SubRip (.srt) file: numbered from 1, CRLF line ends as players expect, blank
 * cues left out, shifted by `offsetSeconds` (the draft video's title card) to line up with a video.
 */
export function toSrt(cues: Pick<Cue, "start" | "end" | "text">[], offsetSeconds = 0): string {
  return cues
    .filter((c) => c.text.trim() !== "")
    .map((c, i) => `${i + 1}\r\n${srtTime(c.start + offsetSeconds)} --> ${srtTime(Math.max(c.end, c.start) + offsetSeconds)}\r\n${c.text.trim()}\r\n`)
    .join("\r\n");
}
