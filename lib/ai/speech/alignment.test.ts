import { speechAlignmentSchema, wordsFromAlignment, type SpeechAlignment } from "./alignment";

/** An alignment as ElevenLabs answers it: each character `step` seconds long, in order. */
function alignmentOf(text: string, step = 0.1): SpeechAlignment {
  const characters = Array.from(text);
  return {
    characters,
    character_start_times_seconds: characters.map((_, i) => i * step),
    character_end_times_seconds: characters.map((_, i) => (i + 1) * step),
  };
}

describe("speechAlignmentSchema", () => {
  it("reads only a well-formed alignment", () => {
    expect(speechAlignmentSchema.safeParse(alignmentOf("ok")).success).toBe(true);
    expect(speechAlignmentSchema.safeParse({ ...alignmentOf("ok"), character_end_times_seconds: [1] }).success).toBe(false);
    expect(speechAlignmentSchema.safeParse({ characters: [], character_start_times_seconds: [], character_end_times_seconds: [] }).success).toBe(false);
  });
});

describe("wordsFromAlignment", () => {
  it("makes a word of each run of characters between spaces, from its first start to its last end", () => {
    const words = wordsFromAlignment(alignmentOf("Hi there, you!"));
    expect(words.map((w) => w.word)).toEqual(["Hi", "there,", "you!"]);
    expect(words[0]).toEqual({ word: "Hi", start: 0, end: expect.closeTo(0.2) });
    expect(words[1]).toMatchObject({ start: expect.closeTo(0.3), end: expect.closeTo(0.9) });
    expect(words[2]).toMatchObject({ start: expect.closeTo(1.0), end: expect.closeTo(1.4) });
  });

  it("treats line breaks, repeated spaces and empty characters as gaps between words", () => {
    const words = wordsFromAlignment({
      characters: [" ", "A", "\n", "\n", "b", "c", "", "d"],
      character_start_times_seconds: [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7],
      character_end_times_seconds: [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8],
    });
    expect(words).toEqual([
      { word: "A", start: 0.1, end: 0.2 },
      { word: "bc", start: 0.4, end: 0.6 },
      { word: "d", start: 0.7, end: 0.8 },
    ]);
  });

  it("never ends a word before it starts, even when a character's end is missing or early", () => {
    const words = wordsFromAlignment({ characters: ["o", "k"], character_start_times_seconds: [1, 1.2], character_end_times_seconds: [0.5] });
    expect(words).toEqual([{ word: "ok", start: 1, end: 1.2 }]);
  });
});
