import { countWords, lessonLengthLabel, lessonMinutes, WORDS_PER_MINUTE } from "./reading-time";

describe("countWords", () => {
  it("counts the words a reader reads, not the markup", () => {
    expect(countWords("## Hooks that stop the scroll\n\n1. **Write** the [promise](https://example.com/long/path).")).toBe(9);
  });
  it("leaves out code blocks, image addresses and HTML tags", () => {
    expect(countWords("Intro text\n\n```\nconst a = 1;\n```\n\n![a photo](/x.png) <b>bold</b>")).toBe(5);
  });
  it("is 0 for an empty lesson", () => {
    expect(countWords("   \n\n---\n")).toBe(0);
  });
});

describe("lessonMinutes", () => {
  it("reads at the stated pace, rounding to whole minutes", () => {
    expect(lessonMinutes({ words: WORDS_PER_MINUTE * 3 })).toBe(3);
    expect(lessonMinutes({ words: Math.round(WORDS_PER_MINUTE * 3.6) })).toBe(4);
  });
  it("adds the video's running time", () => {
    expect(lessonMinutes({ words: WORDS_PER_MINUTE * 2, videoSeconds: 300 })).toBe(7);
  });
  it("never says 0 minutes for a lesson with a few words, and 0 for an empty one", () => {
    expect(lessonMinutes({ words: 12 })).toBe(1);
    expect(lessonMinutes({ words: 0 })).toBe(0);
  });
});

describe("lessonLengthLabel", () => {
  it("says read for text and plain minutes with a video", () => {
    expect(lessonLengthLabel({ words: WORDS_PER_MINUTE * 2 })).toBe("2 min read");
    expect(lessonLengthLabel({ words: WORDS_PER_MINUTE, videoSeconds: 120 })).toBe("3 min");
    expect(lessonLengthLabel({ words: 0 })).toBe("");
  });
});
