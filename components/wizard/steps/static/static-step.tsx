"use client";
import { useState } from "react";
import type { ReferenceImage } from "@/components/ai/reference-image-panel";
import { Card, CardContent } from "@/components/ui/card";
import { STATIC_STEP_SPECS } from "@/lib/studio/content/static-steps";
import type { StaticStep as StepKey, StepData } from "@/lib/validation/step-data";
import { useStepAutosave } from "./use-step-autosave";
import { SaveStatusText } from "./save-status";
import { StepField } from "./step-field";
import { StepActions } from "./step-actions";
import { StepTool } from "./step-tool";
import { ContentPlanCalendar } from "./content-plan-calendar";
import type { WizardCharacter } from "../../wizard-shell";

type Props = {
  step: StepKey;
  character: WizardCharacter;
  initial: StepData;
  onLocalChange: (data: StepData) => void;
  onReference: (image: ReferenceImage) => void;
};

/** A step the spec leaves static: its fields autosave per character and come back on reload. */
export function StaticStep({ step, character, initial, onLocalChange, onReference }: Props) {
  const spec = STATIC_STEP_SPECS[step];
  const { data, setField, status } = useStepAutosave(character.id, step, initial, onLocalChange);
  const messages = Array.isArray(data.messages) ? data.messages : [];
  const addMessage = () => {
    const draft = String(data.draft ?? "").trim();
    if (!draft) return;
    setField("messages", [...messages, draft]);
    setField("draft", "");
  };
  const addGenerated = (message: string) => setField("messages", [...messages, message]);
  const plan = Array.isArray(data.plan) ? data.plan : [];
  const [calendarOpen, setCalendarOpen] = useState(false);

  return (
    <Card>
      <CardContent className="flex flex-col gap-6 pt-6">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <p className="max-w-prose text-sm text-muted-foreground">{spec.intro}</p>
          {/* A step whose only content is an AI panel has nothing of its own to autosave. */}
          {spec.fields.length > 0 && <SaveStatusText status={status} />}
        </div>
        {spec.showReference && (
          <figure className="flex flex-col gap-1">
            <div className="flex aspect-[3/4] w-full max-w-56 items-center justify-center overflow-hidden rounded-lg border bg-muted text-center text-xs text-muted-foreground">
              {/* eslint-disable-next-line @next/next/no-img-element -- generated images come from any host */}
              {character.referenceImageUrl ? <img src={character.referenceImageUrl} alt={`Reference image of ${character.name}`} className="size-full object-cover" /> : "No reference image yet"}
            </div>
            <figcaption className="text-xs text-muted-foreground">The character&apos;s reference image: shown on its card and used for every shot.</figcaption>
          </figure>
        )}
        {spec.tool && <StepTool tool={spec.tool} character={character} onReference={onReference} onScript={(script) => setField("script", script)} />}
        {spec.fields.map((field) => (
          <StepField key={field.key} idPrefix={step} field={field} value={data[field.key]} onChange={(v) => setField(field.key, v)} />
        ))}
        {spec.samples && (
          <div className="flex flex-col gap-2">
            <p className="text-sm font-medium">Sample captions</p>
            <ul className="flex flex-col gap-2">
              {spec.samples.map((s) => <li key={s} className="rounded-md bg-muted px-3 py-2 text-sm">{s}</li>)}
            </ul>
          </div>
        )}
        {messages.length > 0 && (
          <div className="flex flex-col gap-2">
            <p className="text-sm font-medium">Your messages</p>
            <ol className="flex list-decimal flex-col gap-2 pl-5" data-testid="saved-messages">
              {messages.map((m, i) => <li key={`${i}-${m}`} className="text-sm">{m}</li>)}
            </ol>
          </div>
        )}
        {plan.length > 0 && (
          <div className="flex flex-col gap-2">
            <p className="text-sm font-medium">Content plan</p>
            <ol className="flex flex-col gap-1 rounded-md border p-3 text-sm" data-testid="content-plan">
              {plan.map((line, i) => <li key={`${i}-${line}`}>{line}</li>)}
            </ol>
            {calendarOpen && <div id="content-calendar"><ContentPlanCalendar lines={plan} /></div>}
          </div>
        )}
        <StepActions actions={spec.actions} data={data} character={character} onAddMessage={addMessage} onGeneratedMessage={addGenerated}
          onPlan={(lines) => setField("plan", lines)} calendar={{ open: calendarOpen && plan.length > 0, toggle: () => setCalendarOpen((open) => !open) }} />
      </CardContent>
    </Card>
  );
}
