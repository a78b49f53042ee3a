import type { WordTiming } from "./types";

// ElevenLabs' speech-with-timestamps answer times every character of the text it was given
// (decision 132). A word is a run of non-space characters, kept as written (punctuation too),
// from its first character's start to its last character's end.

/** The `alignment` (or `normalized_alignment`) object of ElevenLabs' with-timestamps answer. */
export type CharacterAlignment = {
  characters: string[];
  character_start_times_seconds: number[];
  character_end_times_seconds: number[];
};

export function wordsFromAlignment(alignment: CharacterAlignment): WordTiming[] {
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
