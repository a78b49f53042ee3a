import { buildCues, srtTime, toSrt } from "./captions";
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

describe("caption cues", () => {
  it("holds at most four words and ends a cue with its sentence", () => {
    const cues = buildCues(timed("Hello there. I will show you three looks for the summer today."));
    expect(cues.map((c) => c.text)).toEqual(["Hello there.", "I will show you", "three looks for the", "summer today."]);
  });

  it("starts a new cue after a long pause, a long word run, or a clause with two words", () => {
    expect(buildCues(timed("one two three", { 0: 1 })).map((c) => c.text)).toEqual(["one", "two three"]);
    expect(buildCues(timed("extraordinarily unbelievable things")).map((c) => c.text)).toEqual(["extraordinarily", "unbelievable things"]);
    expect(buildCues(timed("First, a linen shirt")).map((c) => c.text)).toEqual(["First, a linen shirt"]);
    expect(buildCues(timed("Then first, a shirt")).map((c) => c.text)).toEqual(["Then first,", "a shirt"]);
  });

  it("times a cue from its first word and lets it linger briefly, never into the next cue", () => {
    const cues = buildCues(timed("Hello there. Bye now.", { 1: 2 }));
    expect(cues[0].start).toBe(0);
    expect(cues[0].end).toBeCloseTo(0.4 + 0.35 + 0.5, 5);
    expect(cues[1].end).toBeCloseTo(cues[1].words[1].end + 0.5, 5);
    const tight = buildCues(timed("Yes. No."));
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
    const srt = toSrt(buildCues(timed("Hello there. Bye now.", { 1: 2 })), 1.2);
    expect(srt).toBe("1\n00:00:01,200 --> 00:00:02,450\nHello there.\n\n2\n00:00:03,950 --> 00:00:05,200\nBye now.\n");
  });
});

describe("the burned-in captions", () => {
  it("keeps the captions inside the vertical video's safe area", () => {
    expect(CAPTION_MARGIN_BOTTOM).toBeGreaterThanOrEqual(0.2 * VIDEO_HEIGHT);
    expect(CAPTION_MARGIN_SIDE).toBeGreaterThanOrEqual(0.06 * VIDEO_WIDTH);
    expect(toAss([], 0)).toContain(`PlayResX: ${VIDEO_WIDTH}\nPlayResY: ${VIDEO_HEIGHT}`);
  });

  it("highlights each word from its start, shifted by the title card", () => {
    const ass = toAss(buildCues(timed("Hello there.")), 1.2);
    expect(ass).toContain("Dialogue: 1,0:00:01.20,0:00:02.45,Caption,,0,0,0,,{\\k40}Hello {\\k85}there.");
  });

  it("shows the title card with the name and handle, and keeps buyer text from opening override tags", () => {
    const ass = toAss([], 1.2, { name: "Mia {\\b0}Lopez", handle: "mia" });
    expect(ass).toMatch(/Dialogue: 2,0:00:00.00,0:00:01.20,Title,.*Mia \/b0Lopez\\N.*@mia/);
    expect(assText("a\\Nb {x}")).toBe("a/Nb x");
    expect(assTime(83.5)).toBe("0:01:23.50");
  });
});
