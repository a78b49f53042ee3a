import { z } from "zod";

// Subtitles for the Mirage script. Timings come from speech generated with timestamps: ElevenLabs'
// "with-timestamps" answer carries one start and end time per character of the spoken text
// (decision 112). These pure functions turn that into cues and cues into an .srt file.

/** One subtitle cue: seconds from the start of the clip. */
export type ScriptSegment = { start: number; end: number; text: string };

/** ElevenLabs' `alignment` object, as kept in a voice clip's meta. */
export const speechAlignmentSchema = z
  .object({
    characters: z.array(z.string()).min(1),
    character_start_times_seconds: z.array(z.number().finite().nonnegative()),
    character_end_times_seconds: z.array(z.number().finite().nonnegative()),
  })
  .refine((a) => a.characters.length === a.character_start_times_seconds.length && a.characters.length === a.character_end_times_seconds.length, {
    message: "Alignment arrays differ in length",
  });
export type SpeechAlignment = z.infer<typeof speechAlignmentSchema>;

// A cue of at most two short lines, read comfortably (the usual subtitle guideline).
const MAX_CUE_CHARS = 84;
const MAX_CUE_SECONDS = 6;

type Word = { text: string; start: number; end: number };

function wordsOf(alignment: SpeechAlignment): Word[] {
  const words: Word[] = [];
  let current: Word | null = null;
  alignment.characters.forEach((char, i) => {
    if (/\s/.test(char)) {
      current = null;
      return;
    }
    const start = alignment.character_start_times_seconds[i]!;
    const end = alignment.character_end_times_seconds[i]!;
    if (current) {
      current.text += char;
      current.end = end;
    } else {
      current = { text: char, start, end };
      words.push(current);
    }
  });
  return words;
}

/** Groups the spoken words into cues: a new cue after a sentence ends, or when one grows too long. */
export function alignmentToSegments(alignment: SpeechAlignment): ScriptSegment[] {
  const segments: ScriptSegment[] = [];
  let cue: ScriptSegment | null = null;
  for (const word of wordsOf(alignment)) {
    const fits: boolean =
      cue !== null && cue.text.length + 1 + word.text.length <= MAX_CUE_CHARS && word.end - cue.start <= MAX_CUE_SECONDS && !/[.!?]["')\]]?$/.test(cue.text);
    if (cue && fits) {
      cue.text += ` ${word.text}`;
      cue.end = word.end;
    } else {
      cue = { ...word };
      segments.push(cue);
    }
  }
  return segments;
}

function timestamp(seconds: number) {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)},${pad(ms % 1000, 3)}`;
}

/** The cues as a SubRip (.srt) file: numbered from 1, CRLF line ends as players expect. */
export function scriptToSrt(segments: ScriptSegment[]): string {
  return segments
    .filter((s) => s.text.trim() !== "")
    .map((s, i) => `${i + 1}\r\n${timestamp(s.start)} --> ${timestamp(Math.max(s.end, s.start))}\r\n${s.text.trim()}\r\n`)
    .join("\r\n");
}
