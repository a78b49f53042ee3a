"use client";
import { POPULAR_NICHES } from "@/lib/validation/ai-options";
import type { StepProps } from "../types";
import { StepCard } from "../shared/step-card";
import { ChoiceStepField, optionsOf, TextStepField } from "../shared/step-fields";
import { useStepAutosave } from "../shared/use-step-autosave";

const NICHES = optionsOf(POPULAR_NICHES);

/** Niche and expertise: what the character talks about and for whom (the choice is its niche). */
export function NicheStep({ character, initial, onLocalChange }: StepProps) {
  const { data, setField, status } = useStepAutosave(character.id, "niche", initial, onLocalChange);
  return (
    <StepCard intro="Niche and expertise: what the character talks about and for whom." status={status}>
      <ChoiceStepField label="Popular niches" options={NICHES} value={data.niche} onChange={(v) => setField("niche", v)} />
      <TextStepField
        id="niche-customNiche"
        label="Or your own niche"
        placeholder="e.g. Plant-based endurance running"
        value={data.customNiche}
        onChange={(v) => setField("customNiche", v)}
      />
      <TextStepField
        id="niche-expertise"
        label="Expertise"
        rows={3}
        placeholder="What does the character know better than their audience?"
        value={data.expertise}
        onChange={(v) => setField("expertise", v)}
      />
      <TextStepField
        id="niche-audience"
        label="Audience"
        placeholder="e.g. busy parents who want to get fit at home"
        value={data.audience}
        onChange={(v) => setField("audience", v)}
      />
    </StepCard>
  );
}
