"use client";
import { Button } from "@/components/ui/button";
import type { StepProps } from "../types";
import { StepCard } from "../shared/step-card";
import { Action, CopyAction, noteId, StepActions, stepText } from "../shared/step-actions";
import { ChoiceStepField, optionsOf, TextStepField } from "../shared/step-fields";
import { useStepAutosave } from "../shared/use-step-autosave";
import { BACKGROUNDS, SHOT_STYLES } from "./schema";

const LATER = "Not available yet:";

/** How the shots are framed and lit. */
export function CompositionStep({ character, initial, onLocalChange }: StepProps) {
  const { data, setField, status } = useStepAutosave(character.id, "composition", initial, onLocalChange);
  const pending = (label: string, note: string) => (
    <Action label={label} note={note}>
      <Button variant="outline" className="h-11" disabled aria-describedby={noteId(label)}>{label}</Button>
    </Action>
  );
  return (
    <StepCard intro="How the shots are framed and lit." status={status}>
      <ChoiceStepField label="Shot style" options={optionsOf(SHOT_STYLES)} value={data.shotStyle} onChange={(v) => setField("shotStyle", v)} />
      <ChoiceStepField label="Background" options={optionsOf(BACKGROUNDS)} value={data.background} onChange={(v) => setField("background", v)} />
      <TextStepField id="composition-lighting" label="Lighting" rows={3} placeholder="e.g. soft window light from the left, warm tones" value={data.lighting} onChange={(v) => setField("lighting", v)} />
      <TextStepField id="composition-mood" label="Mood" rows={3} placeholder="e.g. confident, approachable, energetic" value={data.mood} onChange={(v) => setField("mood", v)} />
      <StepActions>
        {pending("Preview Style", `${LATER} will render a sample shot with these settings. Use the Images step for shots today.`)}
        <CopyAction label="Copy Settings" text={stepText(data)} />
        {pending("Apply Composition", `${LATER} will feed these settings into the next image batch. They are saved with the character meanwhile.`)}
      </StepActions>
    </StepCard>
  );
}
