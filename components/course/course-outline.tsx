import Link from "next/link";
import { CheckCircle2, Circle, CircleDot } from "lucide";
import { StaticIcon } from "@/components/ui/static-icon";
import { Progress } from "@/components/ui/progress";
import { cn } from "@/lib/utils/cn";
import { lessonHref } from "@/lib/course/links";
import type { OutlineModule } from "@/lib/course/course.server";
import type { LessonState } from "@/lib/course/summary";

const STATE = {
  done: { icon: CheckCircle2, label: "Done", tone: "text-primary" },
  "in-progress": { icon: CircleDot, label: "In progress", tone: "text-amber-600" },
  "not-started": { icon: Circle, label: "Not started", tone: "text-muted-foreground" },
} as const;

export type OutlineProgress = { done: number; total: number; percent: number };

type Props = {
  outline: OutlineModule[];
  states: Record<string, LessonState>;
  summary: OutlineProgress;
  currentId?: string;
};

/** The course's modules and lessons, each lesson's state (done, in progress, not started) and the course's progress. */
export function CourseOutline({ outline, states, summary, currentId }: Props) {
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <div className="flex items-baseline justify-between gap-2 text-sm">
          <span className="font-medium">Your progress</span>
          <span className="tabular-nums text-muted-foreground" data-testid="course-progress">
            {summary.done} of {summary.total} lessons · {summary.percent}%
          </span>
        </div>
        <Progress value={summary.percent} label="Course progress" />
      </div>
      {outline.map((module, i) => (
        <section key={module.id} aria-labelledby={`module-${module.id}`} className="flex flex-col gap-1">
          <h2 id={`module-${module.id}`} className="text-sm font-semibold">
            Module {i + 1}: {module.title}
          </h2>
          <ol className="flex flex-col">
            {module.lessons.map((lesson) => {
              const key = states[lesson.id] ?? "not-started";
              const state = STATE[key];
              const current = lesson.id === currentId;
              return (
                <li key={lesson.id}>
                  <Link
                    href={lessonHref(lesson)}
                    aria-current={current ? "page" : undefined}
                    data-state={key}
                    className={cn(
                      "flex min-h-11 items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring",
                      current && "bg-muted font-medium",
                    )}
                  >
                    <StaticIcon icon={state.icon} className={cn("size-4 shrink-0", state.tone)} />
                    <span className="sr-only">{state.label}: </span>
                    <span className="flex-1">
                      {lesson.title}
                      {lesson.draft && <span className="ml-2 rounded bg-amber-100 px-1.5 text-xs text-amber-900">Draft</span>}
                    </span>
                    {lesson.length && <span className="shrink-0 text-xs tabular-nums text-muted-foreground">{lesson.length}</span>}
                  </Link>
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </div>
  );
}
