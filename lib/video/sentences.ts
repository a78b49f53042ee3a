import type { WordTiming } from "@/lib/video/speech-types";

// A draft video cuts to the next shot where the script starts a new sentence, so the spoken
// words are grouped back into the script's sentences by their terminal punctuation.

export type Sentence = { words: WordTiming[]; start: number; end: number; text: string };

// "Really?!", "end." and an ellipsis end a sentence, also behind a closing quote or bracket.
const TERMINAL = /[.!?…]+["'”’)\]»]*$/;

export const endsSentence = (word: string) => TERMINAL.test(word.trim());

export function groupSentences(words: WordTiming[]): Sentence[] {
  const sentences: Sentence[] = [];
  let current: WordTiming[] = [];
  const close = () => {
    if (!current.length) return;
    sentences.push({
      words: current,
      start: current[0].start,
      end: current[current.length - 1].end,
      text: current.map((w) => w.word.trim()).join(" "),
    });
    current = [];
  };
  for (const word of words) {
    if (!word.word.trim()) continue;
    current.push(word);
    if (endsSentence(word.word)) close();
  }
  close();
  return sentences;
}
