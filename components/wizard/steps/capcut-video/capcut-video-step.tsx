"use client";
import { ExportAssetsButton } from "@/components/storage/export-assets-button";
import type { StepProps } from "../types";
import { StepCard } from "../shared/step-card";
import { Action, LinkAction, StepActions } from "../shared/step-actions";
import { DraftVideo } from "./draft-video";
import { ChoiceStepField, optionsOf, TextStepField } from "../shared/step-fields";
import { useStepAutosave } from "../shared/use-step-autosave";
import { DRAFT_FOLLOWS_NOTE, EDIT_TEMPLATES, MUSIC_BEDS, TEMPLATE_PACE, TEXT_STYLES, TRANSITIONS } from "@/lib/studio/wizard/capcut-video/options";

// Each template with its pace, as the draft video cuts it.
const TEMPLATE_OPTIONS = EDIT_TEMPLATES.map((t) => ({ value: t, label: t, detail: `A new shot every ${TEMPLATE_PACE[t]} s at most` }));
// The bundled beds, each said as what is heard under the voice (decision 431).
const BED_DETAIL: Record<(typeof MUSIC_BEDS)[number], string> = {
  None: "The voice alone",
  "Calm pad": "A soft chord under the voice",
  "Upbeat pulse": "A 120 BPM beat under the voice",
};
const BED_OPTIONS = MUSIC_BEDS.map((b) => ({ value: b, label: b, detail: BED_DETAIL[b] }));

/**
 * The edit plan for CapCut: instructions, music, effects and a template, with the assets to cut;
 * "Generate Edit Package" renders the draft video and offers the package with it (issue 22).
 */
export function CapcutVideoStep({ character, initial, onLocalChange }: StepProps) {
  const { data, setField, status } = useStepAutosave(character.id, "capcut-video", initial, onLocalChange);
  const text = (key: string, label: string, placeholder: string) => (
    <TextStepField id={`capcut-video-${key}`} label={label} rows={3} placeholder={placeholder} value={data[key]} onChange={(v) => setField(key, v)} />
  );
  return (
    <StepCard intro="Plan the edit in CapCut." status={status}>
      {text("instructions", "Editing instructions", "Cuts, captions, pacing...")}
      {text("music", "Music style", "e.g. upbeat lo-fi, 100 BPM")}
      {text("effects", "Visual effects", "e.g. zoom-in on hooks, subtle grain")}
      <ChoiceStepField label="Templates" options={TEMPLATE_OPTIONS} value={data.template} onChange={(v) => setField("template", v)} />
      <ChoiceStepField label="Transition" options={optionsOf(TRANSITIONS)} value={data.transition} onChange={(v) => setField("transition", v)} />
      <ChoiceStepField label="Caption style" options={optionsOf(TEXT_STYLES)} value={data.textStyle} onChange={(v) => setField("textStyle", v)} />
      <ChoiceStepField label="Music bed" options={BED_OPTIONS} value={data.musicBed} onChange={(v) => setField("musicBed", v)} />
      <p className="text-sm text-muted-foreground" data-testid="draft-follows">
        {DRAFT_FOLLOWS_NOTE}
      </p>
      <StepActions>
        <Action label="Export Assets" note="Uploads this character's saved images, voice clips and generated scripts to a connected cloud drive.">
          <ExportAssetsButton characterId={character.id} label="Export Assets" />
        </Action>
        <LinkAction label="CapCut Desktop" href="https://www.capcut.com/" />
        <LinkAction
          label="Preview Edit"
          href="#draft-video"
          note="Jumps to the draft video below: your shots cut at the template's pace, with the transition, caption style and music bed above."
        />
      </StepActions>
      <DraftVideo characterId={character.id} characterName={character.name} />
    </StepCard>
  );
}
