"use client";
import { Button } from "@/components/ui/button";
import { ScriptGenerator } from "@/components/ai/script-generator";
import { ExportAssetsButton } from "@/components/storage/export-assets-button";
import type { StepProps } from "../types";
import { StepCard } from "../shared/step-card";
import { Action, LinkAction, StepActions } from "../shared/step-actions";
import { ChoiceStepField, TextStepField } from "../shared/step-fields";
import { useStepAutosave } from "../shared/use-step-autosave";
import { SCRIPT_TEMPLATES } from "./schema";

const EXPORT_NOTE = "Uploads this character's saved images, voice clips and generated scripts to a connected cloud drive, ready to import into Mirage.";

function downloadText(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
  Object.assign(document.createElement("a"), { href: url, download: name }).click();
  URL.revokeObjectURL(url);
}

/** The talking-head script for Mirage: written or generated here, then taken to Mirage. */
export function MirageVideoStep({ character, initial, onLocalChange }: StepProps) {
  const { data, setField, status } = useStepAutosave(character.id, "mirage-video", initial, onLocalChange);
  return (
    <StepCard intro="Write the talking-head script for Mirage." status={status}>
      <ScriptGenerator character={{ name: character.name, niche: character.niche ?? undefined }} characterId={character.id} onScript={(script) => setField("script", script)} />
      <TextStepField id="mirage-video-script" label="Script" rows={8} wordCount hint="Keep scripts under 300 words for best results" value={data.script} onChange={(v) => setField("script", v)} />
      <ChoiceStepField label="Templates" options={SCRIPT_TEMPLATES} value={data.template} onChange={(v) => setField("template", v)} />
      <StepActions>
        <Action label="Export to Mirage" note={EXPORT_NOTE}>
          <ExportAssetsButton characterId={character.id} label="Export to Mirage" />
        </Action>
        <LinkAction label="Open Mirage.app" href="https://mirage.app" />
        <Action label="Download Script">
          <Button variant="outline" className="h-11" onClick={() => downloadText(`${character.name || "character"}-script.txt`, String(data.script ?? ""))}>Download Script</Button>
        </Action>
        <LinkAction label="Create Video" href="https://mirage.app" note="Mirage renders the video: paste the script and upload the reference image there." />
      </StepActions>
    </StepCard>
  );
}
