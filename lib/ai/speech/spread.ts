import type { WordTiming } from "@/lib/video/speech-types";

// Word timings where the engine reports none (decision 128): the server demo voice speaks one
// sentence at a time, so each sentence's start and end are exact (measured from its audio), and
// its words share the sentence's voiced time in proportion to how long each takes to say.

// Titles whose period ends no sentence ("Dr. Lopez").
const TITLES = new Set(["mr", "mrs", "ms", "dr", "st", "vs", "prof", "jr", "sr", "e.g", "i.e", "etc"]);

/** The text's sentences: split after . ! ? … (and closing quotes) before a space, and at line breaks. */
export function sentencesOf(text: string): string[] {
  const sentences: string[] = [];
  let current: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    for (const word of line.split(/\s+/).filter(Boolean)) {
      current.push(word);
      const bare = word.replace(/[.!?…"'”’)\]]+$/, "").toLowerCase();
      if (/[.!?…]["'”’)\]]*$/.test(word) && !TITLES.has(bare)) {
        sentences.push(current.join(" "));
        current = [];
      }
    }
    if (current.length) sentences.push(current.join(" "));
    current = [];
  }
  return sentences;
}

/**
 * How long a word takes to say, in rough syllables: its vowel groups (at least one), a digit
 * about one and a half ("42" is "for-ty-two"), and a pause after a comma, colon or dash.
 */
export function wordWeight(word: string): { say: number; pause: number } {
  const letters = word.toLowerCase().replace(/[^a-z\u00c0-\u024f]/g, "");
  const vowelGroups = letters.match(/[aeiouy\u00e0-\u00ff]+/g)?.length ?? 0;
  const digits = word.replace(/\D/g, "").length;
  const say = Math.max(1, vowelGroups - (/[^aeiou]e$/.test(letters) && vowelGroups > 1 ? 1 : 0) + digits * 1.5);
  return { say, pause: /[,;:—–-]$/.test(word) ? 1 : 0 };
}

/** The sentence's words spread from `start` to `end` (seconds), in order, each by its weight. */
export function spreadWords(sentence: string, start: number, end: number): WordTiming[] {
  const words = sentence.split(/\s+/).filter(Boolean);
  const weights = words.map(wordWeight);
  // The sentence's own last pause is the silence already trimmed from its end.
  if (weights.length) weights[weights.length - 1]!.pause = 0;
  const total = weights.reduce((sum, w) => sum + w.say + w.pause, 0);
  const perUnit = total > 0 ? Math.max(0, end - start) / total : 0;
  let at = start;
  return words.map((word, i) => {
    const { say, pause } = weights[i]!;
    const timing = { word, start: at, end: at + say * perUnit };
    at = timing.end + pause * perUnit;
    return timing;
  });
}
