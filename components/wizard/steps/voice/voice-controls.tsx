"use client";
import { Label } from "@/components/ui/label";
import { VOICE_PRESETS, VOICE_RANGES, type VoiceSlider } from "@/lib/voice/presets";
import type { VoiceSettings } from "@/lib/voice/settings";
import { cn } from "@/lib/utils/cn";

/** The four sliders, in ElevenLabs' words, with what moving each one does. */
const SLIDERS: { key: VoiceSlider; label: string; hint: string; unit?: string }[] = [
  { key: "stability", label: "Stability", hint: "Lower is more expressive and varied; higher is steadier and more even." },
  { key: "similarityBoost", label: "Similarity", hint: "How closely the voice keeps to the original speaker." },
  { key: "style", label: "Style", hint: "Exaggerates the speaker's style; 0 is the most natural and stable." },
  { key: "speed", label: "Speed", hint: "1 is normal pace; 0.7 slowest, 1.2 fastest.", unit: "×" },
];

export const formatSetting = (value: number, unit = "") => `${value.toFixed(2)}${unit}`;

type Props = { settings: VoiceSettings; onChange: (settings: VoiceSettings) => void; idPrefix: string };

/** Preset, sliders and speaker boost of a voice design; every control has its own label. */
export function VoiceControls({ settings, onChange, idPrefix }: Props) {
  const set = (patch: Partial<VoiceSettings>) => onChange({ ...settings, ...patch });
  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="mb-2 text-sm font-medium">Preset voice</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {VOICE_PRESETS.map((preset) => (
            <label
              key={preset.id}
              className={cn(
                "flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm",
                settings.preset === preset.id && "border-primary bg-primary/5",
              )}
            >
              <input
                type="radio"
                name={`${idPrefix}-preset`}
                value={preset.id}
                checked={settings.preset === preset.id}
                onChange={() => set({ preset: preset.id })}
                className="mt-1"
              />
              <span>
                <span className="block font-medium">{preset.id}</span>
                <span className="block text-muted-foreground">
                  {preset.accent} · {preset.tone}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {SLIDERS.map(({ key, label, hint, unit }) => {
          const id = `${idPrefix}-${key}`;
          return (
            <div key={key} className="space-y-1.5">
              <div className="flex items-baseline justify-between">
                <Label htmlFor={id}>{label}</Label>
                <output htmlFor={id} className="font-mono text-sm tabular-nums">
                  {formatSetting(settings[key], unit)}
                </output>
              </div>
              <input
                id={id}
                type="range"
                min={VOICE_RANGES[key].min}
                max={VOICE_RANGES[key].max}
                step={0.05}
                value={settings[key]}
                aria-describedby={`${id}-hint`}
                aria-valuetext={formatSetting(settings[key], unit)}
                onChange={(e) => set({ [key]: Number(e.target.value) })}
                className="h-11 w-full accent-primary"
              />
              <p id={`${id}-hint`} className="text-xs text-muted-foreground">
                {hint}
              </p>
            </div>
          );
        })}
      </div>
      <div className="flex min-h-11 items-center gap-3">
        <input
          id={`${idPrefix}-speaker-boost`}
          type="checkbox"
          checked={settings.useSpeakerBoost}
          onChange={(e) => set({ useSpeakerBoost: e.target.checked })}
          aria-describedby={`${idPrefix}-speaker-boost-hint`}
          className="size-5 accent-primary"
        />
        <Label htmlFor={`${idPrefix}-speaker-boost`}>Speaker boost</Label>
        <p id={`${idPrefix}-speaker-boost-hint`} className="text-xs text-muted-foreground">
          Clearer, closer to the speaker; slightly slower to render.
        </p>
      </div>
    </div>
  );
}
