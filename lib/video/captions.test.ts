import { speechAlignmentSchema, wordsFromAlignment, type SpeechAlignment } from "@/lib/ai/speech/alignment";
import { BURNED_IN_CUES, buildCues, srtTime, SUBTITLE_CUES, toSrt, type CueLimits } from "./captions";
import { assText, assTime, CAPTION_MARGIN_BOTTOM, CAPTION_MARGIN_SIDE, toAss } from "./captions-ass";
import { VIDEO_HEIGHT, VIDEO_WIDTH } from "./format";

const timed = (text: string, pauseAfter: Record<number, number> = {}) => {
  let t = 0;
  return text.split(" ").map((word, i) => {
    const start = t;
    t += 0.35 + (pauseAfter[i] ?? 0.05);
    return { word, start, end: start + 0.35 };
  });
};

const burnedIn = (text: string, pauseAfter?: Record<number, number>) => buildCues(timed(text, pauseAfter), BURNED_IN_CUES);

describe("burned-in caption cues", () => {
  it("holds at most four words and ends a cue with its sentence", () => {
    const cues = burnedIn("Hello there. I will show you three looks for the summer today.");
    expect(cues.map((c) => c.text)).toEqual(["Hello there.", "I will show you", "three looks for the", "summer today."]);
  });

  it("starts a new cue after a long pause, a long word run, or a clause with two words", () => {
    expect(burnedIn("one two three", { 0: 1 }).map((c) => c.text)).toEqual(["one", "two three"]);
    expect(burnedIn("extraordinarily unbelievable things").map((c) => c.text)).toEqual(["extraordinarily", "unbelievable things"]);
    expect(burnedIn("First, a linen shirt").map((c) => c.text)).toEqual(["First, a linen shirt"]);
    expect(burnedIn("Then first, a shirt").map((c) => c.text)).toEqual(["Then first,", "a shirt"]);
  });

  it("times a cue from its first word and lets it linger briefly, never into the next cue", () => {
    const cues = burnedIn("Hello there. Bye now.", { 1: 2 });
    expect(cues[0].start).toBe(0);
    expect(cues[0].end).toBeCloseTo(0.4 + 0.35 + 0.5, 5);
    expect(cues[1].end).toBeCloseTo(cues[1].words[1].end + 0.5, 5);
    const tight = burnedIn("Yes. No.");
    expect(tight[0].end).toBeLessThanOrEqual(tight[1].start);
  });
});

describe("the SRT file", () => {
  it("formats hours, minutes, seconds and milliseconds", () => {
    expect(srtTime(0)).toBe("00:00:00,000");
    expect(srtTime(83.5)).toBe("00:01:23,500");
    expect(srtTime(3723.0456)).toBe("01:02:03,046");
  });

  it("numbers the cues from 1, shifted by the title card", () => {
    const srt = toSrt(burnedIn("Hello there. Bye now.", { 1: 2 }), 1.2);
    expect(srt).toBe("1\r\n00:00:01,200 --> 00:00:02,450\r\nHello there.\r\n\r\n2\r\n00:00:03,950 --> 00:00:05,200\r\nBye now.\r\n");
  });
});

describe("the burned-in captions", () => {
  it("keeps the captions inside the vertical video's safe area", () => {
    expect(CAPTION_MARGIN_BOTTOM).toBeGreaterThanOrEqual(0.2 * VIDEO_HEIGHT);
    expect(CAPTION_MARGIN_SIDE).toBeGreaterThanOrEqual(0.06 * VIDEO_WIDTH);
    expect(toAss([], 0)).toContain(`PlayResX: ${VIDEO_WIDTH}\nPlayResY: ${VIDEO_HEIGHT}`);
  });

  it("highlights each word from its start, shifted by the title card", () => {
    const ass = toAss(burnedIn("Hello there."), 1.2);
    expect(ass).toContain("Dialogue: 1,0:00:01.20,0:00:02.45,Caption,,0,0,0,,{\\k40}Hello {\\k85}there.");
  });

  it("shows the title card with the name and handle, and keeps buyer text from opening override tags", () => {
    const ass = toAss([], 1.2, { name: "Mia {\\b0}Lopez", handle: "mia" });
    expect(ass).toMatch(/Dialogue: 2,0:00:00.00,0:00:01.20,Title,.*Mia \/b0Lopez\\N.*@mia/);
    expect(assText("a\\Nb {x}")).toBe("a/Nb x");
    expect(assTime(83.5)).toBe("0:01:23.50");
  });
});

const subtitles = (words: { word: string; start: number; end: number }[]) => buildCues(words, SUBTITLE_CUES);

describe("subtitle cues", () => {
  const words = [
    { word: "Morning", start: 0, end: 0.5 },
    { word: "routines", start: 0.5, end: 1 },
    { word: "matter.", start: 1, end: 1.6 },
    { word: "Here", start: 2, end: 2.3 },
    { word: "are", start: 2.3, end: 2.5 },
    { word: "three.", start: 2.5, end: 3 },
  ];

  it("ends a cue after each sentence", () => {
    expect(subtitles(words).map(({ start, end, text }) => ({ start, end, text }))).toEqual([
      { start: 0, end: 1.6, text: "Morning routines matter." },
      { start: 2, end: 3, text: "Here are three." },
    ]);
  });

  it("starts a new cue before one grows past its characters or its seconds", () => {
    expect(buildCues(words, { maxChars: 16, maxSeconds: 10 } satisfies CueLimits).map((c) => c.text)).toEqual([
      "Morning routines",
      "matter.",
      "Here are three.",
    ]);
    expect(buildCues(words, { maxChars: 100, maxSeconds: 0.6 } satisfies CueLimits).map((c) => c.text)).toEqual([
      "Morning",
      "routines",
      "matter.",
      "Here are",
      "three.",
    ]);
  });

  it("writes numbered SubRip cues with CRLF line ends", () => {
    expect(toSrt(subtitles(words))).toBe(
      "1\r\n00:00:00,000 --> 00:00:01,600\r\nMorning routines matter.\r\n\r\n2\r\n00:00:02,000 --> 00:00:03,000\r\nHere are three.\r\n",
    );
    expect(toSrt([{ start: 3725.0004, end: 3725.5, text: "Late" }])).toBe("1\r\n01:02:05,000 --> 01:02:05,500\r\nLate\r\n");
    expect(toSrt([])).toBe("");
  });
});

describe("the SRT writer", () => {
  it("numbers cues from 1 and writes SubRip times with milliseconds", () => {
    const srt = toSrt([
      { start: 0, end: 2.5, text: "Hi, I'm Mia." },
      { start: 2.5, end: 3661.0042, text: "Welcome back." },
    ]);
    expect(srt).toBe("1\r\n00:00:00,000 --> 00:00:02,500\r\nHi, I'm Mia.\r\n\r\n2\r\n00:00:02,500 --> 01:01:01,004\r\nWelcome back.\r\n");
  });

  it("leaves out blank cues and never ends a cue before it starts", () => {
    expect(
      toSrt([
        { start: 1, end: 2, text: "  " },
        { start: 4, end: 3, text: " Go " },
      ]),
    ).toBe("1\r\n00:00:04,000 --> 00:00:04,000\r\nGo\r\n");
  });

  it("is empty when there are no cues (no timings, no file)", () => {
    expect(toSrt([])).toBe("");
  });
});

/** An alignment as ElevenLabs answers it: each character spoken for `step` seconds, in order. */
function alignmentOf(text: string, step = 0.1): SpeechAlignment {
  const characters = [...text];
  return {
    characters,
    character_start_times_seconds: characters.map((_, i) => +(i * step).toFixed(3)),
    character_end_times_seconds: characters.map((_, i) => +((i + 1) * step).toFixed(3)),
  };
}

const fromAlignment = (alignment: SpeechAlignment) => buildCues(wordsFromAlignment(speechAlignmentSchema.parse(alignment)), SUBTITLE_CUES);

describe("subtitles from an alignment", () => {
  it("starts a new cue after each sentence and times each cue by its first and last character", () => {
    const segments = fromAlignment(alignmentOf("Hi there. Ready?"));
    expect(segments.map(({ start, end, text }) => ({ start, end, text }))).toEqual([
      { text: "Hi there.", start: 0, end: 0.9 },
      { text: "Ready?", start: 1, end: 1.6 },
    ]);
  });

  it("splits a long sentence so no cue holds more than two subtitle lines", () => {
    const sentence = "word ".repeat(40).trim();
    const segments = fromAlignment(alignmentOf(sentence, 0.01));
    expect(segments.length).toBeGreaterThan(2);
    expect(segments.every((s) => s.text.length <= 84)).toBe(true);
    expect(segments.map((s) => s.text).join(" ")).toBe(sentence);
  });

  it("splits a slow sentence after six seconds", () => {
    const segments = fromAlignment(alignmentOf("one two three four five", 0.5));
    // Half a second a character: "three" would end the first cue at 6.5 s.
    expect(segments.map((s) => s.text)).toEqual(["one two", "three four", "five"]);
  });
});
