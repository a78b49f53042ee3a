import { sentencesOf, spreadWords, wordWeight } from "./spread";

describe("sentencesOf", () => {
  it("splits after sentence ends and at line breaks, keeping every word in order", () => {
    const text = 'Hi there! Ready? Dr. Lopez says: go.\nNo period here\n\n  Last one…  "Quoted." Done';
    const sentences = sentencesOf(text);
    expect(sentences).toEqual(["Hi there!", "Ready?", "Dr. Lopez says: go.", "No period here", "Last one…", '"Quoted."', "Done"]);
    expect(sentences.join(" ").split(" ")).toEqual(text.split(/\s+/).filter(Boolean));
  });

  it("answers nothing for blank text", () => {
    expect(sentencesOf(" \n\t ")).toEqual([]);
  });
});

describe("wordWeight", () => {
  it("weighs words by rough syllables, digits and a comma's pause", () => {
    expect(wordWeight("cat").say).toBe(1);
    expect(wordWeight("make").say).toBe(1);
    expect(wordWeight("beautiful").say).toBe(3);
    expect(wordWeight("42").say).toBe(3);
    expect(wordWeight("—").say).toBe(1);
    expect(wordWeight("there,")).toEqual({ say: 1, pause: 1 });
    expect(wordWeight("there").pause).toBe(0);
  });
});

describe("spreadWords", () => {
  it("fills the span exactly, in order, longer words taking longer", () => {
    const words = spreadWords("I love beautiful mornings, honestly.", 1, 4);
    expect(words.map((w) => w.word)).toEqual(["I", "love", "beautiful", "mornings,", "honestly."]);
    expect(words[0]!.start).toBe(1);
    expect(words.at(-1)!.end).toBeCloseTo(4);
    for (let i = 1; i < words.length; i++) expect(words[i]!.start).toBeGreaterThanOrEqual(words[i - 1]!.end - 1e-9);
    const length = (i: number) => words[i]!.end - words[i]!.start;
    expect(length(2)).toBeCloseTo(3 * length(0));
    // The comma's pause: a gap after "mornings," as long as one syllable.
    expect(words[4]!.start - words[3]!.end).toBeCloseTo(length(0));
  });

  it("gives every word a zero-length span at the start when the span is empty", () => {
    expect(spreadWords("one two", 2, 2)).toEqual([
      { word: "one", start: 2, end: 2 },
      { word: "two", start: 2, end: 2 },
    ]);
  });
});
