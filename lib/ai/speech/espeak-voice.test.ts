import { DEFAULT_VOICE_SETTINGS, VOICE_PRESET_IDS, voicePreset } from "@/lib/voice/settings";
import { espeakVoiceFor } from "./espeak-voice";

describe("espeakVoiceFor", () => {
  it("gives ElevenLabs' defaults eSpeak's own pace, pitch and pitch range", () => {
    expect(espeakVoiceFor(DEFAULT_VOICE_SETTINGS)).toEqual({ voice: "en-us+f3", wordsPerMinute: 175, pitch: 50, pitchRange: 50 });
  });

  it("speaks each preset with its own English voice of the preset's gender", () => {
    const voices = VOICE_PRESET_IDS.map((preset) => espeakVoiceFor({ ...DEFAULT_VOICE_SETTINGS, preset }).voice);
    expect(new Set(voices).size).toBe(VOICE_PRESET_IDS.length);
    VOICE_PRESET_IDS.forEach((preset, i) => {
      expect(voices[i]).toMatch(/^en-(us|gb)/);
      expect(voices[i]!.split("+")[1]![0]).toBe(voicePreset(preset).gender === "female" ? "f" : "m");
    });
    expect(voices[VOICE_PRESET_IDS.indexOf("Oliver")]).toMatch(/^en-gb/);
  });

  it("scales the pace with speed across ElevenLabs' whole range", () => {
    expect(espeakVoiceFor({ ...DEFAULT_VOICE_SETTINGS, speed: 0.7 }).wordsPerMinute).toBe(122);
    expect(espeakVoiceFor({ ...DEFAULT_VOICE_SETTINGS, speed: 1.2 }).wordsPerMinute).toBe(210);
  });

  it("varies pitch more for less stable or more stylised speech, within eSpeak's 0-99", () => {
    const range = (stability: number, style: number) => espeakVoiceFor({ ...DEFAULT_VOICE_SETTINGS, stability, style }).pitchRange;
    expect(range(1, 0)).toBe(30);
    expect(range(0, 0)).toBe(70);
    expect(range(0, 1)).toBe(99);
    expect(range(0.2, 0)).toBeGreaterThan(range(0.8, 0));
    expect(range(0.5, 0.6)).toBeGreaterThan(range(0.5, 0));
  });

  it("ignores the settings that tune likeness to a recorded speaker", () => {
    expect(espeakVoiceFor({ ...DEFAULT_VOICE_SETTINGS, similarityBoost: 0, useSpeakerBoost: false })).toEqual(espeakVoiceFor(DEFAULT_VOICE_SETTINGS));
  });
});
