import { z } from "zod";
import type { WordTiming } from "@/lib/video/speech-types";

// ElevenLabs' speech-with-timestamps answer times every character of the text it was given
// (decision 132). A word is a run of non-space characters, kept as written (punctuation too),
// from its first character's start to its last character's end.

/** ElevenLabs' `alignment` object, as its answer carries it and a voice clip's meta keeps it. */
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

export function wordsFromAlignment(alignment: SpeechAlignment): WordTiming[] {
  const words: WordTiming[] = [];
  let current: WordTiming | null = null;
  alignment.characters.forEach((char, i) => {
    if (/^\s*$/.test(char)) {
      current = null;
      return;
    }
    const start = alignment.character_start_times_seconds[i] ?? 0;
    const end = Math.max(start, alignment.character_end_times_seconds[i] ?? start);
    if (current) {
      current.word += char;
      current.end = Math.max(current.end, end);
    } else {
      current = { word: char, start, end };
      words.push(current);
    }
  });
  return words;
}

/** Word timings as a voice clip's meta keeps them (the demo voice's, decision 341; the draft video's speech). */
export const wordTimingsSchema = z
  .array(z.object({ word: z.string().min(1), start: z.number().finite().nonnegative(), end: z.number().finite().nonnegative() }))
  .min(1);

/** A clip's word timings: ElevenLabs' character alignment, else the words it kept; null without either. */
export function clipWords(meta: Record<string, unknown>): WordTiming[] | null {
  const alignment = speechAlignmentSchema.safeParse(meta.alignment);
  if (alignment.success) return wordsFromAlignment(alignment.data);
  const words = wordTimingsSchema.safeParse(meta.words);
  return words.success ? words.data : null;
}
