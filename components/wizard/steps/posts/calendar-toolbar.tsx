"use client";
import { ChevronLeft, ChevronRight, Download } from "lucide";
import { StaticIcon } from "@/components/ui/static-icon";
import { Button } from "@/components/ui/button";
import type { CalendarView } from "@/lib/studio/posts/calendar-view";
import { planDownloadUrl } from "./post-queries";

type Props = {
  characterId: string;
  view: CalendarView;
  title: string;
  onView: (view: CalendarView) => void;
  onStep: (delta: -1 | 1) => void;
  onToday: () => void;
};

/** Above the calendar: prev / today / next, the period shown, week or month, and the downloads. */
export function CalendarToolbar({ characterId, view, title, onView, onStep, onToday }: Props) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <div className="flex items-center gap-1">
        <Button variant="outline" size="icon" aria-label={`Previous ${view}`} onClick={() => onStep(-1)}>
          <StaticIcon icon={ChevronLeft} />
        </Button>
        <Button variant="outline" size="sm" onClick={onToday}>
          Today
        </Button>
        <Button variant="outline" size="icon" aria-label={`Next ${view}`} onClick={() => onStep(1)}>
          <StaticIcon icon={ChevronRight} />
        </Button>
        <h3 className="ml-2 text-base font-semibold" aria-live="polite" data-testid="calendar-title">
          {title}
        </h3>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <div role="group" aria-label="Calendar view" className="inline-flex rounded-md border p-0.5">
          {(["week", "month"] as const).map((v) => (
            <Button key={v} size="sm" variant={view === v ? "secondary" : "ghost"} aria-pressed={view === v} onClick={() => onView(v)} className="h-8">
              {v === "week" ? "Week" : "Month"}
            </Button>
          ))}
        </div>
        <Button asChild variant="outline" size="sm">
          <a href={planDownloadUrl(characterId, "ics")} download>
            <StaticIcon icon={Download} /> Export .ics
          </a>
        </Button>
        <Button asChild variant="outline" size="sm">
          <a href={planDownloadUrl(characterId, "csv")} download>
            <StaticIcon icon={Download} /> Export .csv
          </a>
        </Button>
      </div>
    </div>
  );
}
