"use client";
import type { StepProps } from "../types";
import { StepCard } from "../shared/step-card";
import { CopyAction, StepActions, stepText } from "../shared/step-actions";
import { ChoiceStepField, optionsOf, TextStepField } from "../shared/step-fields";
import { useStepAutosave } from "../shared/use-step-autosave";
import { BACKGROUNDS, SHOT_STYLES } from "@/lib/studio/wizard/composition/options";
import { PreviewStyle } from "./preview-style";
import { ApplyComposition } from "./apply-composition";

/**
 * How the shots are framed and lit. The saved fields shape every composed shot (decision 104);
 * Preview Style and Apply Composition read them on the server, so they wait for a save.
 */
export function CompositionStep({ character, initial, onLocalChange }: StepProps) {
  const { data, setField, status } = useStepAutosave(character.id, "composition", initial, onLocalChange);
  const saving = status === "saving";
  return (
    <StepCard intro="How the shots are framed and lit." status={status}>
      <ChoiceStepField label="Shot style" options={optionsOf(SHOT_STYLES)} value={data.shotStyle} onChange={(v) => setField("shotStyle", v)} />
      <ChoiceStepField label="Background" options={optionsOf(BACKGROUNDS)} value={data.background} onChange={(v) => setField("background", v)} />
      <TextStepField
        id="composition-lighting"
        label="Lighting"
        rows={3}
        placeholder="e.g. soft window light from the left, warm tones"
        value={data.lighting}
        onChange={(v) => setField("lighting", v)}
      />
      <TextStepField
        id="composition-mood"
        label="Mood"
        rows={3}
        placeholder="e.g. confident, approachable, energetic"
        value={data.mood}
        onChange={(v) => setField("mood", v)}
      />
      <PreviewStyle characterId={character.id} saving={saving} />
      <StepActions>
        <CopyAction label="Copy Settings" text={stepText(data)} />
      </StepActions>
      <ApplyComposition characterId={character.id} saving={saving} />
    </StepCard>
  );
}
