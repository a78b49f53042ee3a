import { groupSentences } from "./sentences";

const timed = (text: string, gap = 0.1) => {
  let t = 0;
  return text.split(" ").map((word) => {
    const start = t;
    t += 0.3 + gap;
    return { word, start, end: start + 0.3 };
  });
};

describe("grouping spoken words into the script's sentences", () => {
  it("ends a sentence at a full stop, question mark, exclamation mark or ellipsis, also behind a quote", () => {
    const sentences = groupSentences(timed('Hi there. Is it you?! Wow… She said "go." Then left'));
    expect(sentences.map((s) => s.text)).toEqual(["Hi there.", "Is it you?!", "Wow…", 'She said "go."', "Then left"]);
  });

  it("keeps each sentence's first word start and last word end", () => {
    const [first, second] = groupSentences(timed("One two. Three four."));
    expect(first).toMatchObject({ start: 0, end: expect.closeTo(0.7, 5) });
    expect(second.start).toBeCloseTo(0.8, 5);
    expect(second.words).toHaveLength(2);
  });

  it("does not end a sentence at a comma, and skips blank words", () => {
    const words = [...timed("Well, then"), { word: " ", start: 1, end: 1 }];
    expect(groupSentences(words).map((s) => s.text)).toEqual(["Well, then"]);
  });

  it("gives no sentence for no words", () => {
    expect(groupSentences([])).toEqual([]);
  });
});
