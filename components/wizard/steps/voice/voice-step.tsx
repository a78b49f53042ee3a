"use client";
import { Button } from "@/components/ui/button";
import { VoicePreview } from "@/components/ai/voice-preview";
import { speakInBrowser } from "@/components/ai/browser-speech";
import { ExportAssetsButton } from "@/components/storage/export-assets-button";
import { notify } from "@/lib/utils/notify";
import type { StepProps } from "../types";
import { StepCard } from "../shared/step-card";
import { Action, LinkAction, StepActions } from "../shared/step-actions";
import { ChoiceStepField } from "../shared/step-fields";
import { useStepAutosave } from "../shared/use-step-autosave";
import { VOICE_PRESETS } from "./schema";

const EXPORT_NOTE = "Uploads this character's saved images, voice clips and generated scripts to a connected cloud drive, including the clips made in the voice studio.";
// Preview speaks in the browser's own voice, so it works with or without a key.
const previewLine = (name: string, voice: unknown) => `Hi, I'm ${name || "your new character"}${voice ? `, speaking as ${String(voice)}` : ""}. Thanks for following along!`;

/** The voice the character speaks with: a preset, the voice studio, and its clips. */
export function VoiceStep({ character, initial, onLocalChange }: StepProps) {
  const { data, setField, status } = useStepAutosave(character.id, "voice", initial, onLocalChange);
  const preview = () => {
    if (!speakInBrowser(previewLine(character.name, data.voice))) notify.error("This browser cannot play speech");
  };
  return (
    <StepCard intro="Pick the voice the character speaks with." status={status}>
      <section id="voice-studio" aria-label="Voice studio" className="scroll-mt-24 rounded-lg border p-4">
        <VoicePreview hasCharacter characterId={character.id} />
      </section>
      <ChoiceStepField label="Preset voices" options={VOICE_PRESETS} value={data.voice} onChange={(v) => setField("voice", v)} />
      <StepActions>
        <Action label="Preview">
          <Button variant="outline" className="h-11" onClick={preview}>Preview</Button>
        </Action>
        <Action label="Download Voice Samples" note={EXPORT_NOTE}>
          <ExportAssetsButton characterId={character.id} label="Download Voice Samples" />
        </Action>
        <LinkAction label="Generate Voice Clips" href="#voice-studio" note="Jumps to the voice studio above: Generate Speech and Generate Variations save each clip to this character." />
      </StepActions>
    </StepCard>
  );
}
