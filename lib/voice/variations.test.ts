import { DEFAULT_VOICE_SETTINGS, type VoiceSettings } from "./settings";
import { moved, voiceVariations } from "./variations";

const at = (over: Partial<VoiceSettings>): VoiceSettings => ({ ...DEFAULT_VOICE_SETTINGS, ...over });

describe("voice variations", () => {
  it("are the current settings, one calmer and one livelier, keeping preset, similarity and speaker boost", () => {
    const current = at({ preset: "Oliver", stability: 0.5, similarityBoost: 0.6, style: 0.4, speed: 1, useSpeakerBoost: false });
    expect(voiceVariations(current)).toEqual([
      { key: "current", label: "Your settings", settings: current },
      { key: "calmer", label: "Calmer", settings: { ...current, stability: 0.75, style: 0.15, speed: 0.9 } },
      { key: "livelier", label: "Livelier", settings: { ...current, stability: 0.25, style: 0.65, speed: 1.1 } },
    ]);
  });

  it("keeps the current sample exactly as given, however many decimals it has", () => {
    const current = at({ stability: 0.333, style: 0.1234 });
    expect(voiceVariations(current)[0].settings).toEqual(current);
  });

  it("stays within ElevenLabs' ranges", () => {
    const [, calmer, livelier] = voiceVariations(at({ stability: 0.9, style: 0.1, speed: 1.15 }));
    expect(calmer.settings).toMatchObject({ stability: 1, style: 0, speed: 1.05 });
    expect(livelier.settings).toMatchObject({ stability: 0.65, style: 0.35, speed: 1.2 });
  });

  it("goes two steps the other way at the calmest end, so three samples still differ", () => {
    const calmest = at({ stability: 1, style: 0, speed: 0.7 });
    expect(voiceVariations(calmest).map((s) => [s.key, s.label, s.settings.stability, s.settings.style, s.settings.speed])).toEqual([
      ["current", "Your settings", 1, 0, 0.7],
      ["livelier", "Livelier", 0.75, 0.25, 0.8],
      ["much-livelier", "Much livelier", 0.5, 0.5, 0.9],
    ]);
  });

  it("goes two steps calmer at the liveliest end", () => {
    const liveliest = at({ stability: 0, style: 1, speed: 1.2 });
    expect(voiceVariations(liveliest).map((s) => s.key)).toEqual(["current", "calmer", "much-calmer"]);
    expect(voiceVariations(liveliest)[2].settings).toMatchObject({ stability: 0.5, style: 0.5, speed: 1 });
  });

  it("never repeats a sample, wherever the sliders stand", () => {
    for (const stability of [0, 0.25, 1])
      for (const style of [0, 0.5, 1])
        for (const speed of [0.7, 1, 1.2]) {
          const settings = voiceVariations(at({ stability, style, speed })).map((s) => JSON.stringify(s.settings));
          expect(new Set(settings).size).toBe(3);
        }
  });

  it("rounds moved values to two decimals (no 0.30000000000000004)", () => {
    expect(moved(at({ speed: 0.8 }), -1).speed).toBe(0.9);
  });
});
