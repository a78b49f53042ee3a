"use client";
import { WaitingReason, waitingFor } from "@/components/ui/waiting-reason";
import { useEffect, useState } from "react";
import { Save, Sparkles } from "lucide";
import { StaticIcon } from "@/components/ui/static-icon";
import { Button } from "@/components/ui/button";
import { Alert } from "@/components/ui/alert";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { errorText } from "@/components/ai/api";
import { notify } from "@/lib/utils/notify";
import type { VoiceSettings } from "@/lib/voice/settings";
import { useCharacterVoice, type VoiceSampleAnswer } from "./use-character-voice";
import { VoiceControls } from "./voice-controls";
import { VoiceSamples } from "./voice-samples";

const DEFAULT_SENTENCE = "Hi! Welcome back to my channel. Today I'm sharing three quick tips.";
const same = (a: VoiceSettings, b: VoiceSettings) => (Object.keys(a) as (keyof VoiceSettings)[]).every((k) => a[k] === b[k]);

/**
 * The Voice step's design panel: preset and sliders saved on the character (decision 107), and
 * three variations of one sentence, one of which the buyer keeps (decision 108). In demo mode the
 * browser speaks each sample with its settings (decision 109).
 */
type Props = {
  characterId: string;
  sampleSentence?: string;
  /** Told the settings on screen (saved or not) whenever they change, e.g. for the step's Preview. */
  onCurrentChange?: (settings: VoiceSettings) => void;
};

export function VoiceDesign({ characterId, sampleSentence = DEFAULT_SENTENCE, onCurrentChange }: Props) {
  const { saved, save, samples } = useCharacterVoice(characterId);
  // Unsaved slider moves; null while the form shows the saved design.
  const [draft, setDraft] = useState<VoiceSettings | null>(null);
  const [text, setText] = useState(sampleSentence);
  // The sample kept from the set on screen; it shows as kept while its settings are the saved ones.
  const [keptKey, setKeptKey] = useState<string | null>(null);

  const onScreen = draft ?? saved.data;
  useEffect(() => {
    if (onScreen) onCurrentChange?.(onScreen);
  }, [onScreen, onCurrentChange]);

  if (saved.isPending) return <Spinner label="Loading voice settings..." />;
  if (saved.isError) return <Alert variant="destructive">Could not load the voice settings: {errorText(saved.error)}</Alert>;

  const current = draft ?? saved.data;
  const unsaved = draft !== null && !same(draft, saved.data);
  const kept = samples.data?.samples.find((s) => s.key === keptKey && same(s.settings, saved.data))?.key ?? null;

  const persist = (settings: VoiceSettings, done: string, then?: () => void) =>
    save.mutate(settings, {
      onSuccess: () => {
        setDraft(null);
        then?.();
        notify.success(done);
      },
    });
  const keep = (sample: VoiceSampleAnswer) => persist(sample.settings, `Voice settings saved: ${sample.label}`, () => setKeptKey(sample.key));
  const generate = () => {
    setKeptKey(null);
    samples.run({ text: text.trim(), settings: current });
  };

  const saveWaiting = unsaved || save.isPending ? null : "Nothing to save yet: move a slider or pick a preset first.";
  const sampleWaiting = text.trim() ? null : "Write a sample sentence first.";
  return (
    <section aria-labelledby={`voice-design-${characterId}`} className="space-y-5 rounded-lg border p-4">
      <h3 id={`voice-design-${characterId}`} className="text-base font-semibold">
        Voice design
      </h3>
      <VoiceControls settings={current} onChange={setDraft} idPrefix={`voice-${characterId}`} />
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          className="min-h-11"
          disabled={!unsaved || save.isPending}
          aria-describedby={waitingFor(`voice-save-reason-${characterId}`, saveWaiting)}
          onClick={() => persist(current, "Voice settings saved")}
        >
          <StaticIcon icon={Save} aria-hidden /> {save.isPending ? "Saving Voice..." : unsaved || !save.isSuccess ? "Save Voice" : "Voice Saved"}
        </Button>
        {unsaved && <span className="text-sm text-muted-foreground">Unsaved changes</span>}
        <WaitingReason id={`voice-save-reason-${characterId}`} reason={saveWaiting} />
      </div>
      {save.isError && <Alert variant="destructive">{errorText(save.error)}</Alert>}

      <div className="space-y-2 border-t pt-4">
        <Label htmlFor={`voice-sentence-${characterId}`}>Sample sentence</Label>
        <Input id={`voice-sentence-${characterId}`} value={text} maxLength={300} onChange={(e) => setText(e.target.value)} />
        <Button
          type="button"
          variant="outline"
          className="min-h-11"
          disabled={!text.trim() || samples.busy}
          aria-describedby={waitingFor(`voice-sample-reason-${characterId}`, sampleWaiting)}
          onClick={generate}
        >
          <StaticIcon icon={Sparkles} /> {samples.busy ? "Generating..." : "Generate Voice Variations"}
        </Button>
        <WaitingReason id={`voice-sample-reason-${characterId}`} reason={sampleWaiting} />
      </div>
      {samples.isError && <Alert variant="destructive">{errorText(samples.error)}</Alert>}
      {samples.data && (
        <div className="space-y-3">
          <Alert>{samples.data.message}</Alert>
          <VoiceSamples text={samples.data.text} samples={samples.data.samples} keptKey={kept} keeping={save.isPending} onKeep={keep} />
        </div>
      )}
    </section>
  );
}
