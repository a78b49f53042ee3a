import type { SpeechAlignment } from "@/lib/ai/speech/alignment";
import { alignmentToSegments, scriptToSrt } from "./srt";

/** An alignment as ElevenLabs answers it: each character spoken for `step` seconds, in order. */
function alignmentOf(text: string, step = 0.1): SpeechAlignment {
  const characters = [...text];
  return {
    characters,
    character_start_times_seconds: characters.map((_, i) => +(i * step).toFixed(3)),
    character_end_times_seconds: characters.map((_, i) => +((i + 1) * step).toFixed(3)),
  };
}

describe("scriptToSrt", () => {
  it("numbers cues from 1 and writes SubRip times with milliseconds", () => {
    const srt = scriptToSrt([
      { start: 0, end: 2.5, text: "Hi, I'm Mia." },
      { start: 2.5, end: 3661.0042, text: "Welcome back." },
    ]);
    expect(srt).toBe("1\r\n00:00:00,000 --> 00:00:02,500\r\nHi, I'm Mia.\r\n\r\n2\r\n00:00:02,500 --> 01:01:01,004\r\nWelcome back.\r\n");
  });

  it("leaves out blank cues and never ends a cue before it starts", () => {
    expect(
      scriptToSrt([
        { start: 1, end: 2, text: "  " },
        { start: 4, end: 3, text: " Go " },
      ]),
    ).toBe("1\r\n00:00:04,000 --> 00:00:04,000\r\nGo\r\n");
  });

  it("is empty when there are no cues (no timings, no file)", () => {
    expect(scriptToSrt([])).toBe("");
  });
});

describe("alignmentToSegments", () => {
  it("starts a new cue after each sentence and times each cue by its first and last character", () => {
    const segments = alignmentToSegments(alignmentOf("Hi there. Ready?"));
    expect(segments).toEqual([
      { text: "Hi there.", start: 0, end: 0.9 },
      { text: "Ready?", start: 1, end: 1.6 },
    ]);
  });

  it("splits a long sentence so no cue holds more than two subtitle lines", () => {
    const sentence = "word ".repeat(40).trim();
    const segments = alignmentToSegments(alignmentOf(sentence, 0.01));
    expect(segments.length).toBeGreaterThan(2);
    expect(segments.every((s) => s.text.length <= 84)).toBe(true);
    expect(segments.map((s) => s.text).join(" ")).toBe(sentence);
  });

  it("splits a slow sentence after six seconds", () => {
    const segments = alignmentToSegments(alignmentOf("one two three four five", 0.5));
    // Half a second a character: "three" would end the first cue at 6.5 s.
    expect(segments.map((s) => s.text)).toEqual(["one two", "three four", "five"]);
  });
});
