"use client";
import { ExportAssetsButton } from "@/components/storage/export-assets-button";
import type { StepProps } from "../types";
import { StepCard } from "../shared/step-card";
import { Action, LinkAction, StepActions } from "../shared/step-actions";
import { DownloadPackage } from "../mirage-video/download-package";
import { ChoiceStepField, optionsOf, TextStepField } from "../shared/step-fields";
import { useStepAutosave } from "../shared/use-step-autosave";
import { EDIT_TEMPLATES } from "./schema";

// The character's package (decision 111) holds this step's fields as edit/edit-plan.md (decision 123).
const EDIT_PACKAGE_NOTE = "A ZIP of the shots, voice clips and script with these editing instructions as edit-plan.md, ready to import into CapCut.";

/** The edit plan for CapCut: instructions, music, effects and a template, with the assets to cut. */
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
      <ChoiceStepField label="Templates" options={optionsOf(EDIT_TEMPLATES)} value={data.template} onChange={(v) => setField("template", v)} />
      <StepActions>
        <Action label="Export Assets" note="Uploads this character's saved images, voice clips and generated scripts to a connected cloud drive.">
          <ExportAssetsButton characterId={character.id} label="Export Assets" />
        </Action>
        <LinkAction label="CapCut Desktop" href="https://www.capcut.com/" />
        <LinkAction label="Preview Edit" href="https://www.capcut.com/" note="CapCut previews the edit: import the exported assets there." />
        <DownloadPackage characterId={character.id} characterName={character.name} label="Generate Edit Package" note={EDIT_PACKAGE_NOTE} />
      </StepActions>
    </StepCard>
  );
}
