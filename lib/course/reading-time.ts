// A lesson's length as the buyer sees it ("6 min"), computed from what the lesson holds: its
// words at an adult's silent reading pace, plus its video's running time (issues 31 and 32).
// Never typed in, so it cannot drift from the lesson (decision 180).

/** Words a minute for instructional text read on a screen (Brysbaert 2019: ~238 for non-fiction). */
export const WORDS_PER_MINUTE = 230;

/** Counts words in Markdown, leaving out link targets, image addresses and markup. */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, " $1 ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, " $1 ")
    .replace(/<[^>]+>/g, " ")
    .replace(/[#>*_`~|\-]+/g, " ");
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Whole minutes, at least 1 for a lesson with anything in it; 0 for an empty one. */
export function lessonMinutes({ words, videoSeconds = 0 }: { words: number; videoSeconds?: number | null }): number {
  const seconds = (words / WORDS_PER_MINUTE) * 60 + Math.max(0, videoSeconds ?? 0);
  if (seconds <= 0) return 0;
  return Math.max(1, Math.round(seconds / 60));
}

/** "4 min read", "12 min" (with a video: watching, not only reading), or "" for an empty lesson. */
export function lessonLengthLabel({ words, videoSeconds }: { words: number; videoSeconds?: number | null }): string {
  const minutes = lessonMinutes({ words, videoSeconds });
  if (minutes === 0) return "";
  return videoSeconds ? `${minutes} min` : `${minutes} min read`;
}
