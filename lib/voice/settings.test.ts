import { VOICE_PRESETS } from "./presets";
import { DEFAULT_VOICE_SETTINGS, elevenLabsVoiceSettings, readVoiceSettings, voicePreset, voiceSettingsSchema } from "./settings";

describe("voice settings", () => {
  it("accept ElevenLabs' ranges and refuse values outside them", () => {
    expect(voiceSettingsSchema.safeParse({ ...DEFAULT_VOICE_SETTINGS, speed: 0.7, stability: 0, style: 1, similarityBoost: 1 }).success).toBe(true);
    const refused = (over: object) => voiceSettingsSchema.safeParse({ ...DEFAULT_VOICE_SETTINGS, ...over }).error?.issues[0]?.message;
    expect(refused({ speed: 1.25 })).toBe("Speed must be between 0.7 and 1.2");
    expect(refused({ speed: 0.5 })).toBe("Speed must be between 0.7 and 1.2");
    expect(refused({ stability: -0.1 })).toBe("Stability must be between 0 and 1");
    expect(refused({ similarityBoost: 1.5 })).toBe("Similarity must be between 0 and 1");
    expect(refused({ style: "0.5" })).toBe("Style must be a number");
    expect(refused({ useSpeakerBoost: "yes" })).toBe("Speaker boost must be true or false");
    expect(refused({ preset: "Rachel" })).toBe("Unknown voice preset");
  });

  it("read as saved, with the default for each missing or unreadable field", () => {
    expect(readVoiceSettings(null)).toEqual(DEFAULT_VOICE_SETTINGS);
    expect(readVoiceSettings([1, 2])).toEqual(DEFAULT_VOICE_SETTINGS);
    expect(readVoiceSettings({ preset: "Mia" })).toEqual({ ...DEFAULT_VOICE_SETTINGS, preset: "Mia" });
    expect(readVoiceSettings({ preset: "Nobody", speed: 9, style: 0.3, useSpeakerBoost: false })).toEqual({
      ...DEFAULT_VOICE_SETTINGS,
      style: 0.3,
      useSpeakerBoost: false,
    });
  });

  it("go to ElevenLabs in its own spelling, without the preset", () => {
    expect(elevenLabsVoiceSettings({ preset: "Sofia", stability: 0.3, similarityBoost: 0.8, style: 0.2, speed: 1.1, useSpeakerBoost: false })).toEqual({
      stability: 0.3,
      similarity_boost: 0.8,
      style: 0.2,
      speed: 1.1,
      use_speaker_boost: false,
    });
  });

  it("map each preset to its own ElevenLabs voice and browser language, in the accent its label names (issue 48)", () => {
    expect(voicePreset("Sarah")).toMatchObject({ elevenLabsVoiceId: "EXAVITQu4vr4xnSDxMaL", browserLang: "en-US" });
    expect(voicePreset("Oliver")).toMatchObject({ elevenLabsVoiceId: "JBFqnCBsd6RMkjVDRZzb", browserLang: "en-GB", gender: "male" });
    expect(voicePreset("Mia")).toMatchObject({ accent: "American", elevenLabsVoiceName: "Laura", browserLang: "en-US" });
    expect(voicePreset("Sofia")).toMatchObject({ accent: "American", elevenLabsVoiceName: "Jessica", browserLang: "en-US" });
    // The label's accent is the browser language's: American en-US, British en-GB.
    for (const preset of VOICE_PRESETS) expect(preset.browserLang).toBe(preset.accent === "British" ? "en-GB" : "en-US");
  });
});
