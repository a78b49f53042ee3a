import { VOICE_RANGES, type VoiceSettings, type VoiceSlider } from "./settings";

// "Generate Voice Variations" (decision 108): the same sentence spoken three ways, the buyer's
// current settings and two deliberate moves away from them along the one axis people hear
// most, calm versus lively delivery. Calmer is steadier, plainer and slower; livelier is the
// opposite. Preset, similarity and speaker boost stay as they are: they shape whose voice it
// is, not how it is delivered, and the buyer set them on purpose.

export type VoiceSampleKey = "current" | "calmer" | "livelier" | "much-calmer" | "much-livelier";
export type VoiceSample = { key: VoiceSampleKey; label: string; settings: VoiceSettings };

/** How far one step moves each delivery setting; +1 is the calmer direction. */
export const VARIATION_STEP = { stability: 0.25, style: -0.25, speed: -0.1 } as const satisfies Partial<Record<VoiceSlider, number>>;

const round = (value: number) => Math.round(value * 100) / 100;
const clamp = (key: VoiceSlider, value: number) => Math.min(VOICE_RANGES[key].max, Math.max(VOICE_RANGES[key].min, value));

/** The settings `steps` steps in the calmer direction (negative: livelier), within range. */
export function moved(settings: VoiceSettings, steps: number): VoiceSettings {
  const next = { ...settings };
  if (steps === 0) return next;
  for (const [key, step] of Object.entries(VARIATION_STEP) as [keyof typeof VARIATION_STEP, number][]) {
    next[key] = round(clamp(key, settings[key] + steps * step));
  }
  return next;
}

const same = (a: VoiceSettings, b: VoiceSettings) => (Object.keys(a) as (keyof VoiceSettings)[]).every((k) => a[k] === b[k]);

/** Steps in the calmer direction for each sample kind (negative: livelier). */
const MOVES: Record<VoiceSampleKey, { steps: number; label: string }> = {
  current: { steps: 0, label: "Your settings" },
  calmer: { steps: 1, label: "Calmer" },
  livelier: { steps: -1, label: "Livelier" },
  "much-calmer": { steps: 2, label: "Much calmer" },
  "much-livelier": { steps: -2, label: "Much livelier" },
};

/**
 * The three samples: current, calmer, livelier. At an end of the range (already the calmest or
 * the liveliest the sliders allow) one step that way changes nothing, so the samples go one and
 * two steps the other way instead: the three always sound different.
 */
export function voiceVariations(current: VoiceSettings): VoiceSample[] {
  const atCalmest = same(moved(current, 1), current);
  const atLiveliest = same(moved(current, -1), current);
  const keys: VoiceSampleKey[] = atCalmest
    ? ["current", "livelier", "much-livelier"]
    : atLiveliest
      ? ["current", "calmer", "much-calmer"]
      : ["current", "calmer", "livelier"];
  return keys.map((key) => ({ key, label: MOVES[key].label, settings: moved(current, MOVES[key].steps) }));
}
