import Link from "next/link";
import { CheckCircle2, ChevronDown, Circle } from "lucide";
import { StaticIcon } from "@/components/ui/static-icon";
import { cn } from "@/lib/utils/cn";
import type { Lesson } from "@/lib/course/modules";
import type { LessonText } from "@/lib/course/lesson-texts.server";

type Props = { lesson: Lesson; text: LessonText; done: boolean; onToggle: () => void };

/** One lesson: tick it off on the left, open it to read it (native disclosure, no script needed). */
export function LessonItem({ lesson, text, done, onToggle }: Props) {
  return (
    <li className="flex items-start gap-1 border-b last:border-b-0">
      <button
        type="button"
        aria-pressed={done}
        aria-label={`Lesson done: ${lesson.title}`}
        onClick={onToggle}
        className="flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
      >
        {done ? <StaticIcon icon={CheckCircle2} className="size-5 text-primary" /> : <StaticIcon icon={Circle} className="size-5 text-muted-foreground" />}
      </button>
      <details className="group min-w-0 flex-1">
        <summary className="flex min-h-11 cursor-pointer list-none items-center gap-3 rounded-md px-2 text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
          <span className={cn("flex-1", done && "text-muted-foreground line-through")}>{lesson.title}</span>
          <span className="text-xs tabular-nums text-muted-foreground">{lesson.minutes} min</span>
          <StaticIcon
            icon={ChevronDown}
            aria-hidden
            className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180 motion-reduce:transition-none"
          />
        </summary>
        <div className="flex flex-col gap-3 px-2 pb-4 pt-1 text-sm leading-relaxed">
          {text.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          <div>
            <p className="font-medium">Do this now</p>
            <ol className="ml-5 mt-1 list-decimal space-y-1">
              {text.steps.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ol>
          </div>
          {text.tryIt && (
            <Link href={text.tryIt.href} className="self-start font-medium text-primary underline-offset-4 hover:underline">
              {text.tryIt.label}
            </Link>
          )}
        </div>
      </details>
    </li>
  );
}
