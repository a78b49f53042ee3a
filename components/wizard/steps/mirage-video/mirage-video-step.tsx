"use client";
import { ScriptGenerator } from "@/components/ai/script-generator";
import type { StepProps } from "../types";
import { StepCard } from "../shared/step-card";
import { LinkAction, StepActions } from "../shared/step-actions";
import { ChoiceStepField, TextStepField } from "../shared/step-fields";
import { useStepAutosave } from "../shared/use-step-autosave";
import { DownloadPackage } from "./download-package";
import { DownloadScript } from "./download-script";
import { SCRIPT_TEMPLATES, scriptLengthHint, scriptTemplate } from "@/lib/studio/wizard/mirage-video/templates";
import { SendPackageToDrive } from "./send-package-to-drive";

/** The talking-head script for Mirage: written or generated here, then taken to Mirage. */
export function MirageVideoStep({ character, initial, onLocalChange }: StepProps) {
  const { data, setField, status } = useStepAutosave(character.id, "mirage-video", initial, onLocalChange);
  // The template sets the script's length: the generator writes to it and the draft video runs it (issue 48).
  const template = scriptTemplate(data.template);
  return (
    <StepCard intro="Write the talking-head script for Mirage." status={status}>
      <ChoiceStepField label="Templates" options={SCRIPT_TEMPLATES} value={data.template} onChange={(v) => setField("template", v)} />
      <ScriptGenerator
        character={{ name: character.name, niche: character.niche ?? undefined }}
        characterId={character.id}
        seconds={template?.seconds}
        onScript={(script) => setField("script", script)}
      />
      <TextStepField
        id="mirage-video-script"
        label="Script"
        rows={8}
        wordCount
        hint={scriptLengthHint(template)}
        value={data.script}
        onChange={(v) => setField("script", v)}
      />
      <StepActions>
        {/* The spec's "Export to Mirage" made no Mirage project, only a generic package: named for what it does (decision 110). */}
        <DownloadPackage characterId={character.id} characterName={character.name} />
        <DownloadScript characterId={character.id} characterName={character.name} draft={typeof data.script === "string" ? data.script : ""} />
        {/* Mirage renders the video on its own site, so the link says that rather than "Create Video" (issue 31). */}
        <LinkAction
          label="Open Mirage"
          href="https://mirage.app"
          note="Mirage renders the video on its site: paste the script and upload the reference image there."
        />
        <div className="flex flex-col gap-1">
          <SendPackageToDrive characterId={character.id} />
          <p className="text-xs text-muted-foreground">The same package, uploaded to your connected Dropbox, Google Drive or OneDrive.</p>
        </div>
      </StepActions>
    </StepCard>
  );
}
