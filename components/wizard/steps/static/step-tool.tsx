"use client";
import type { ReferenceImage } from "@/components/ai/reference-image-panel";
import { ReferenceImagePanel } from "@/components/ai/reference-image-panel";
import { ReferenceUpload } from "@/components/ai/reference-upload";
import { referenceHeadshotPrompt } from "@/lib/ai/prompts/headshot";
import { ScriptGenerator } from "@/components/ai/script-generator";
import { VoicePreview } from "@/components/ai/voice-preview";
import type { StepTool as Tool } from "@/lib/studio/content/static-steps";
import type { WizardCharacter } from "../../wizard-shell";

type Props = {
  tool: Tool;
  character: WizardCharacter;
  onReference: (image: ReferenceImage) => void;
  onScript: (script: string) => void;
};

/**
 * The AI panel of a static step. Each saves its result to the character: the reference image
 * (as its reference and an asset), speech clips (audio assets), the Mirage script (into the
 * step's script box, which autosaves).
 */
export function StepTool({ tool, character, onReference, onScript }: Props) {
  if (tool === "reference") {
    return (
      <div className="space-y-6">
        <ReferenceImagePanel attributes={character} characterId={character.id} initialPrompt={referenceHeadshotPrompt(character)}
          onReference={(image) => image && onReference(image)} />
        <ReferenceUpload characterId={character.id} onUploaded={onReference} />
      </div>
    );
  }
  if (tool === "voice") {
    return (
      <section id="voice-studio" aria-label="Voice studio" className="scroll-mt-24 rounded-lg border p-4">
        <VoicePreview hasCharacter characterId={character.id} />
      </section>
    );
  }
  return <ScriptGenerator character={{ name: character.name, niche: character.niche ?? undefined }} characterId={character.id} onScript={onScript} />;
}
