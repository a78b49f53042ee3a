"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { PLAN_CONTENT_TYPES, PLAN_PLATFORMS } from "@/lib/validation/content-plan-lists";
import type { CalendarDay } from "@/lib/utils/wall-time";
import type { StepProps } from "../types";
import { StepCard } from "../shared/step-card";
import { Action, CopyAction, noteId, StepActions, stepText } from "../shared/step-actions";
import { ChoiceStepField, optionsOf, TextStepField } from "../shared/step-fields";
import { useStepAutosave } from "../shared/use-step-autosave";
import { CreateContentPlanButton } from "./create-content-plan-button";
import { ContentCalendar } from "./content-calendar";
import { AnalyticsPanel } from "./analytics-panel";
import { ChannelsPanel } from "./channels-panel";

const CALENDAR_NOTE = "Week and month views of the posts: drag a post to another day, click it to edit, export as .ics or .csv.";
const ANALYTICS_NOTE = "This character's generations, exports and posts by status.";
const PLAN_NOTE =
  "Drafts four weeks of post ideas from this strategy, on the calendar from next Monday at your best times. Again replaces the ideas you have not touched.";

const list = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);

/** Where and what the character posts: the strategy, its content calendar and the character's activity. */
export function PostsStep({ character, initial, onLocalChange }: StepProps) {
  const { data, setField, status } = useStepAutosave(character.id, "posts", initial, onLocalChange);
  // A plan saved as text lines before the calendar existed: shown until a new plan replaces it.
  const earlierPlan = list(data.plan);
  const platforms = list(data.platforms);
  const [calendarOpen, setCalendarOpen] = useState(true);
  const [analyticsOpen, setAnalyticsOpen] = useState(false);
  // A new plan re-opens the calendar on its first day.
  const [planStart, setPlanStart] = useState<CalendarDay | undefined>(undefined);
  const text = (key: string, label: string, placeholder?: string, rows?: number) => (
    <TextStepField id={`posts-${key}`} label={label} placeholder={placeholder} rows={rows} value={data[key]} onChange={(v) => setField(key, v)} />
  );
  const strategy = {
    platforms,
    contentTypes: list(data.contentTypes),
    frequency: String(data.frequency ?? ""),
    bestTimes: String(data.bestTimes ?? ""),
    notes: String(data.calendarNotes ?? ""),
  };
  return (
    <StepCard intro="Where and what the character posts." status={status}>
      <ChoiceStepField
        multiple
        label="Target platforms"
        options={optionsOf(PLAN_PLATFORMS)}
        value={data.platforms}
        onChange={(v) => setField("platforms", v)}
      />
      <ChoiceStepField
        multiple
        label="Content types"
        options={optionsOf(PLAN_CONTENT_TYPES)}
        value={data.contentTypes}
        onChange={(v) => setField("contentTypes", v)}
      />
      {text("frequency", "Posting frequency", "e.g. 5 posts a week")}
      {text("bestTimes", "Best posting times", "e.g. 7am and 7pm local time")}
      {text("calendarNotes", "Content calendar notes", undefined, 3)}
      {earlierPlan.length > 0 && (
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium">Earlier plan (saved as text; Create Content Plan puts a new one on the calendar)</p>
          <ol className="flex flex-col gap-1 rounded-md border p-3 text-sm" data-testid="content-plan">
            {earlierPlan.map((line, i) => (
              <li key={`${i}-${line}`}>{line}</li>
            ))}
          </ol>
        </div>
      )}
      <StepActions>
        <Action label="View Calendar" note={CALENDAR_NOTE}>
          <Button
            variant="outline"
            className="h-11"
            aria-expanded={calendarOpen}
            aria-controls="content-calendar"
            aria-describedby={noteId("View Calendar")}
            onClick={() => setCalendarOpen((open) => !open)}
          >
            {calendarOpen ? "Hide Calendar" : "View Calendar"}
          </Button>
        </Action>
        <Action label="Analytics" note={ANALYTICS_NOTE}>
          <Button
            variant="outline"
            className="h-11"
            aria-expanded={analyticsOpen}
            aria-controls="posts-analytics"
            aria-describedby={noteId("Analytics")}
            onClick={() => setAnalyticsOpen((open) => !open)}
          >
            {analyticsOpen ? "Hide Analytics" : "Analytics"}
          </Button>
        </Action>
        <CopyAction label="Copy Strategy" text={stepText(data, ["plan"])} />
        <Action label="Create Content Plan" note={PLAN_NOTE}>
          <CreateContentPlanButton
            characterId={character.id}
            strategy={strategy}
            describedBy={noteId("Create Content Plan")}
            onPlanned={(stored) => {
              setPlanStart(stored.start);
              setCalendarOpen(true);
              if (earlierPlan.length > 0) setField("plan", []);
            }}
          />
        </Action>
      </StepActions>
      {analyticsOpen && (
        <div id="posts-analytics">
          <AnalyticsPanel characterId={character.id} />
        </div>
      )}
      {calendarOpen && (
        <div id="content-calendar" className="flex flex-col gap-3">
          <ChannelsPanel characterId={character.id} />
          <ContentCalendar key={planStart ?? "today"} characterId={character.id} platforms={platforms} initialDay={planStart} />
        </div>
      )}
    </StepCard>
  );
}
