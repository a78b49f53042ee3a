import { DEFAULT_VOICE_SETTINGS } from "@/lib/voice/settings";
import { speakWithDemoVoice } from "./demo-voice.server";
import { readWav } from "./wav";

// The real eSpeak NG (WebAssembly) speaking: no stand-in, no network.
const SCRIPT = "Hello there, I'm Mia. Forty-two cats ran 3 miles today! Ready?";

describe("the server demo voice", () => {
  it("speaks a real WAV with every word timed, in order, inside the audio", async () => {
    // A generous limit: the product's 30 s is not what this test is about, and CI's lanes share two cores.
    const spoken = await speakWithDemoVoice(SCRIPT, DEFAULT_VOICE_SETTINGS, 120_000);
    expect(spoken).toMatchObject({ contentType: "audio/wav", engine: "espeak-ng", timingsFromEngine: false });
    expect(spoken.audio.toString("latin1", 0, 4)).toBe("RIFF");
    expect(spoken.audio.toString("latin1", 8, 12)).toBe("WAVE");
    const wav = readWav(spoken.audio);
    expect(wav).toMatchObject({ sampleRate: 22050, channels: 1, bitsPerSample: 16 });
    expect(spoken.durationSeconds).toBe(wav.durationSeconds);
    // About 2.5 words a second at eSpeak's normal pace, plus pauses between sentences.
    expect(spoken.durationSeconds).toBeGreaterThan(2);
    expect(spoken.durationSeconds).toBeLessThan(8);
    expect(spoken.words.map((w) => w.word)).toEqual(SCRIPT.split(" "));
    let previousEnd = 0;
    for (const w of spoken.words) {
      expect(w.start).toBeGreaterThanOrEqual(previousEnd - 1e-9);
      expect(w.end).toBeGreaterThan(w.start);
      previousEnd = w.end;
    }
    expect(previousEnd).toBeLessThanOrEqual(spoken.durationSeconds);
    // A sentence's pause is silence: the next sentence's first word starts after it.
    const mia = spoken.words.find((w) => w.word === "Mia.")!;
    expect(spoken.words.find((w) => w.word === "Forty-two")!.start - mia.end).toBeGreaterThan(0.1);
    // The audio is speech, not silence.
    expect(wav.pcm.some((_, i) => i % 2 === 0 && Math.abs(wav.pcm.readInt16LE(i)) > 2000)).toBe(true);
  });

  it("speaks with the character's settings: speed sets the pace, the preset the voice", async () => {
    const text = "Three habits for better mornings.";
    const normal = await speakWithDemoVoice(text, DEFAULT_VOICE_SETTINGS);
    const fast = await speakWithDemoVoice(text, { ...DEFAULT_VOICE_SETTINGS, speed: 1.2 });
    const oliver = await speakWithDemoVoice(text, { ...DEFAULT_VOICE_SETTINGS, preset: "Oliver" });
    expect(fast.durationSeconds).toBeLessThan(normal.durationSeconds * 0.95);
    expect(oliver.audio.equals(normal.audio)).toBe(false);
  });

  it("speaks markup and option-like text as words, and refuses a text with nothing to say", async () => {
    const spoken = await speakWithDemoVoice('-v xx <speak>"Hi"</speak>', DEFAULT_VOICE_SETTINGS);
    expect(spoken.words.map((w) => w.word)).toEqual(["-v", "xx", '<speak>"Hi"</speak>']);
    expect(spoken.durationSeconds).toBeGreaterThan(0.3);
    await expect(speakWithDemoVoice("  \n ", DEFAULT_VOICE_SETTINGS)).rejects.toThrow("no text");
  });

  it("stops between sentences once its time limit has passed", async () => {
    await expect(speakWithDemoVoice("One. Two. Three.", DEFAULT_VOICE_SETTINGS, -1)).rejects.toThrow(/took longer than/);
  });
});
