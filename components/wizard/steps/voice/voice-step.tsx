"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { VoicePreview } from "@/components/ai/voice-preview";
import { speakWithVoiceSettings } from "@/components/ai/browser-speech";
import { DownloadPackage } from "../mirage-video/download-package";
import { notify } from "@/lib/utils/notify";
import type { VoiceSettings } from "@/lib/voice/settings";
import { voicePreset } from "@/lib/voice/presets";
import type { StepProps } from "../types";
import { StepCard } from "../shared/step-card";
import { Action, LinkAction, StepActions } from "../shared/step-actions";
import { VoiceDesign } from "./voice-design";
import { useCharacterVoice } from "./use-character-voice";

const SAMPLES_NOTE = "A ZIP of this character's voice clips, including the ones made in the voice studio; no drive needed.";
const PREVIEW_NOTE = "Your browser says a greeting with the preset and settings above, saved or not; it needs no key and keeps no clip.";
const previewLine = (name: string, preset: string) => `Hi, I'm ${name || "your new character"}, speaking as ${preset}. Thanks for following along!`;

/**
 * The voice the character speaks with: its design (preset and settings, saved on the character
 * and sent with every speech for it, decision 107), the voice studio, and its clips.
 */
export function VoiceStep({ character }: StepProps) {
  // The design on screen, so Preview says what the buyer is looking at before they save it.
  const [current, setCurrent] = useState<VoiceSettings | null>(null);
  // The studio's clips speak with the saved design (the server reads it), so its line names the saved preset.
  const { saved } = useCharacterVoice(character.id);
  const preview = () => {
    if (!current) return;
    if (!speakWithVoiceSettings(previewLine(character.name, current.preset), current)) notify.error("This browser cannot play speech");
  };
  return (
    <StepCard intro="Pick the voice the character speaks with, tune it, and compare variations.">
      <VoiceDesign characterId={character.id} onCurrentChange={setCurrent} />
      <section id="voice-studio" aria-label="Voice studio" className="scroll-mt-24 rounded-lg border p-4">
        <VoicePreview hasCharacter characterId={character.id} withVariations={false} preset={saved.data ? voicePreset(saved.data.preset) : undefined} />
      </section>
      <StepActions>
        <Action label="Preview" note={PREVIEW_NOTE}>
          <Button variant="outline" className="h-11" disabled={!current} onClick={preview} aria-describedby="note-Preview">
            Preview
          </Button>
        </Action>
        <DownloadPackage characterId={character.id} characterName={character.name} part="voice" label="Download Voice Samples" note={SAMPLES_NOTE} />
        <LinkAction
          label="Generate Voice Clips"
          href="#voice-studio"
          note="Jumps to the voice studio above: Generate Speech saves each clip to this character, spoken with its voice settings."
        />
      </StepActions>
    </StepCard>
  );
}
