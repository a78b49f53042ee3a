"use client";
import type { StepProps } from "../types";
import { StepCard } from "../shared/step-card";
import { TextStepField } from "../shared/step-fields";
import { useStepAutosave } from "../shared/use-step-autosave";

/** Prompt variables: the words every image prompt of the character is built from. */
export function VariablesStep({ character, initial, onLocalChange }: StepProps) {
  const { data, setField, status } = useStepAutosave(character.id, "variables", initial, onLocalChange);
  const field = (key: string, label: string, placeholder: string, rows?: number) => (
    <TextStepField id={`variables-${key}`} label={label} placeholder={placeholder} rows={rows} value={data[key]} onChange={(v) => setField(key, v)} />
  );
  return (
    <StepCard intro="Prompt variables: the words every image prompt of this character is built from." status={status}>
      {field("subject", "Subject", "e.g. a confident fitness coach in her late twenties")}
      {field("outfit", "Outfit", "e.g. matching sage-green activewear")}
      {field("setting", "Setting", "e.g. sunlit rooftop gym")}
      {field("camera", "Camera and lens", "e.g. 85mm, shallow depth of field")}
      {field("keywords", "Extra keywords", "photorealistic, natural skin texture", 3)}
      {field("avoid", "Avoid", "hands in frame, text, logos", 3)}
    </StepCard>
  );
}
