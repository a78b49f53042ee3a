"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { PLAN_CONTENT_TYPES, PLAN_PLATFORMS } from "@/lib/validation/content-plan";
import type { StepProps } from "../types";
import { StepCard } from "../shared/step-card";
import { Action, CopyAction, noteId, StepActions, stepText } from "../shared/step-actions";
import { ChoiceStepField, optionsOf, TextStepField } from "../shared/step-fields";
import { useStepAutosave } from "../shared/use-step-autosave";
import { AiContentPlanButton } from "./ai-content-plan-button";
import { ContentPlanCalendar } from "./content-plan-calendar";

const CALENDAR_NOTE = "Shows the content plan by week and day.";
const PLAN_NOTE = "Drafts four weeks of posts (day, platform, content type and hook) from this strategy for the chosen platforms; it is saved with the step.";

/** Where and what the character posts: the strategy, and the plan drafted from it. */
export function PostsStep({ character, initial, onLocalChange }: StepProps) {
  const { data, setField, status } = useStepAutosave(character.id, "posts", initial, onLocalChange);
  const plan = Array.isArray(data.plan) ? data.plan : [];
  const [calendarOpen, setCalendarOpen] = useState(false);
  const text = (key: string, label: string, placeholder?: string, rows?: number) => (
    <TextStepField id={`posts-${key}`} label={label} placeholder={placeholder} rows={rows} value={data[key]} onChange={(v) => setField(key, v)} />
  );
  return (
    <StepCard intro="Where and what the character posts." status={status}>
      <ChoiceStepField multiple label="Target platforms" options={optionsOf(PLAN_PLATFORMS)} value={data.platforms} onChange={(v) => setField("platforms", v)} />
      <ChoiceStepField multiple label="Content types" options={optionsOf(PLAN_CONTENT_TYPES)} value={data.contentTypes} onChange={(v) => setField("contentTypes", v)} />
      {text("frequency", "Posting frequency", "e.g. 5 posts a week")}
      {text("bestTimes", "Best posting times", "e.g. 7am and 7pm local time")}
      {text("calendarNotes", "Content calendar notes", undefined, 3)}
      {plan.length > 0 && (
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium">Content plan</p>
          <ol className="flex flex-col gap-1 rounded-md border p-3 text-sm" data-testid="content-plan">
            {plan.map((line, i) => <li key={`${i}-${line}`}>{line}</li>)}
          </ol>
          {calendarOpen && <div id="content-calendar"><ContentPlanCalendar lines={plan} /></div>}
        </div>
      )}
      <StepActions>
        <Action label="View Calendar" note={plan.length > 0 ? CALENDAR_NOTE : `${CALENDAR_NOTE} Create a plan first.`}>
          <Button variant="outline" className="h-11" aria-expanded={calendarOpen && plan.length > 0} aria-controls="content-calendar" aria-describedby={noteId("View Calendar")}
            disabled={plan.length === 0} onClick={() => setCalendarOpen((open) => !open)}>
            {calendarOpen && plan.length > 0 ? "Hide Calendar" : "View Calendar"}
          </Button>
        </Action>
        <Action label="Analytics" note="Not available yet: will show post performance from the social accounts.">
          <Button variant="outline" className="h-11" disabled aria-describedby={noteId("Analytics")}>Analytics</Button>
        </Action>
        <CopyAction label="Copy Strategy" text={stepText(data, ["plan"])} />
        <Action label="Create Content Plan" note={PLAN_NOTE}>
          <AiContentPlanButton characterId={character.id} data={data} describedBy={noteId("Create Content Plan")} onPlan={(lines) => setField("plan", lines)} />
        </Action>
      </StepActions>
    </StepCard>
  );
}
