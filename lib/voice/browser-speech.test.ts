import { DEFAULT_VOICE_SETTINGS, type VoiceSettings } from "./settings";
import { browserSpeech, pickPresetVoice } from "./browser-speech";

const at = (over: Partial<VoiceSettings>): VoiceSettings => ({ ...DEFAULT_VOICE_SETTINGS, ...over });

describe("browser speech for voice settings (demo mode)", () => {
  it("speaks the defaults like the spec's fallback: rate 0.9, pitch 1", () => {
    expect(browserSpeech(DEFAULT_VOICE_SETTINGS)).toEqual({ rate: 0.9, pitch: 1, volume: 0.925, lang: "en-US", gender: "female" });
  });

  it("maps speed to rate", () => {
    expect(browserSpeech(at({ speed: 0.7 })).rate).toBe(0.63);
    expect(browserSpeech(at({ speed: 1.2 })).rate).toBe(1.08);
  });

  it("raises pitch with style and lowers it with stability", () => {
    expect(browserSpeech(at({ style: 1, stability: 0 })).pitch).toBe(1.7);
    expect(browserSpeech(at({ style: 0, stability: 1 })).pitch).toBe(0.8);
    expect(browserSpeech(at({ style: 0.5 })).pitch).toBe(1.25);
  });

  it("sets loudness from similarity and speaker boost", () => {
    expect(browserSpeech(at({ similarityBoost: 1, useSpeakerBoost: true })).volume).toBe(1);
    expect(browserSpeech(at({ similarityBoost: 0, useSpeakerBoost: false })).volume).toBe(0.6);
  });

  it("takes language and gender from the preset", () => {
    expect(browserSpeech(at({ preset: "Oliver" }))).toMatchObject({ lang: "en-GB", gender: "male" });
    expect(browserSpeech(at({ preset: "Sofia" }))).toMatchObject({ lang: "en-US", gender: "female" });
  });

  it("is deterministic: the same settings give the same speech", () => {
    const settings = at({ preset: "Mia", stability: 0.3, similarityBoost: 0.4, style: 0.7, speed: 1.1 });
    expect(browserSpeech(settings)).toEqual(browserSpeech({ ...settings }));
  });
});

describe("browser voice for a preset", () => {
  const voices = [
    { name: "Google US English", lang: "en-US" },
    { name: "Google UK English Female", lang: "en-GB" },
    { name: "Google UK English Male", lang: "en-GB" },
    { name: "Google español", lang: "es-ES" },
    { name: "Karen", lang: "en_AU" },
  ];

  it("prefers the preset's language and region, then a name that mentions its gender", () => {
    expect(pickPresetVoice(voices, { lang: "en-GB", gender: "male" })?.name).toBe("Google UK English Male");
    expect(pickPresetVoice(voices, { lang: "en-GB", gender: "female" })?.name).toBe("Google UK English Female");
    expect(pickPresetVoice(voices, { lang: "en-US", gender: "female" })?.name).toBe("Google US English");
    expect(pickPresetVoice(voices, { lang: "en-AU", gender: "female" })?.name).toBe("Karen");
    expect(pickPresetVoice(voices, { lang: "es-ES", gender: "female" })?.name).toBe("Google español");
  });

  it("falls back to the language without region, and to none", () => {
    expect(pickPresetVoice(voices.slice(0, 3), { lang: "en-AU", gender: "female" })?.name).toBe("Google UK English Female");
    expect(pickPresetVoice(voices.slice(0, 3), { lang: "es-ES", gender: "female" })).toBeUndefined();
  });
});
