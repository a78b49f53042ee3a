"use client";
import { Check, Play } from "lucide";
import { StaticIcon } from "@/components/ui/static-icon";
import { Button } from "@/components/ui/button";
import { browserSpeech } from "@/lib/voice/browser-speech";
import type { VoiceSettings } from "@/lib/voice/settings";
import { speakWithVoiceSettings } from "@/components/ai/browser-speech";
import { formatSetting } from "./voice-controls";
import type { VoiceSampleAnswer } from "./use-character-voice";

type Props = {
  text: string;
  samples: VoiceSampleAnswer[];
  /** The sample whose settings are the saved ones, if any. */
  keptKey: string | null;
  keeping: boolean;
  onKeep: (sample: VoiceSampleAnswer) => void;
};

const summary = (s: VoiceSettings) =>
  `Stability ${formatSetting(s.stability)} · Similarity ${formatSetting(s.similarityBoost)} · Style ${formatSetting(s.style)} · Speed ${formatSetting(s.speed, "×")} · Speaker boost ${s.useSpeakerBoost ? "on" : "off"}`;

/**
 * The three samples of one sentence: an MP3 player each, or in demo mode a Play button that has
 * the browser speak it with the sample's settings (shown, so the difference is visible too).
 */
export function VoiceSamples({ text, samples, keptKey, keeping, onKeep }: Props) {
  return (
    <ol aria-label="Voice variations" className="grid gap-3 md:grid-cols-3">
      {samples.map((sample) => {
        const kept = keptKey === sample.key;
        const browser = browserSpeech(sample.settings);
        return (
          <li key={sample.key} aria-label={sample.label} className="flex flex-col gap-2 rounded-lg border p-3 text-sm">
            <p className="font-medium">{sample.label}</p>
            <p className="text-xs text-muted-foreground">{summary(sample.settings)}</p>
            {sample.audioBase64 ? (
              <audio controls className="w-full" src={`data:audio/mpeg;base64,${sample.audioBase64}`} aria-label={`Play ${sample.label} sample`} />
            ) : (
              <>
                <Button
                  type="button"
                  variant="outline"
                  className="min-h-11"
                  onClick={() => speakWithVoiceSettings(text, sample.settings)}
                  aria-label={`Play ${sample.label} sample`}
                >
                  <StaticIcon icon={Play} aria-hidden /> Play
                </Button>
                <p className="font-mono text-xs text-muted-foreground" data-testid="browser-speech">
                  Browser voice {browser.lang}: rate {browser.rate} · pitch {browser.pitch} · volume {browser.volume}
                </p>
              </>
            )}
            <Button
              type="button"
              className="mt-auto min-h-11"
              variant={kept ? "secondary" : "default"}
              disabled={keeping || kept}
              onClick={() => onKeep(sample)}
              aria-label={kept ? `${sample.label}: kept` : `Keep ${sample.label}`}
            >
              {kept ? (
                <>
                  <StaticIcon icon={Check} aria-hidden /> Kept
                </>
              ) : (
                "Keep this one"
              )}
            </Button>
          </li>
        );
      })}
    </ol>
  );
}
