import { ChevronDown } from "lucide";
import { StaticIcon } from "@/components/ui/static-icon";
import { CourseOutline, type OutlineProgress } from "./course-outline";
import type { OutlineModule } from "@/lib/course/course.server";
import type { LessonState } from "@/lib/course/summary";

type Props = { outline: OutlineModule[]; states: Record<string, LessonState>; summary: OutlineProgress; currentId: string };

/**
 * The lesson page's module list: beside the lesson on a wide screen, folded away above it on a
 * phone (a native disclosure, so it needs no script).
 */
export function CourseSidebar(props: Props) {
  return (
    <>
      <details className="group rounded-lg border lg:hidden" data-testid="course-sidebar-folded">
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-3 text-sm font-medium [&::-webkit-details-marker]:hidden">
          <span>
            Course contents{" "}
            <span className="font-normal tabular-nums text-muted-foreground">
              · {props.summary.done} of {props.summary.total} done
            </span>
          </span>
          <StaticIcon icon={ChevronDown} className="size-4 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
        </summary>
        <div className="border-t p-3">
          <CourseOutline {...props} />
        </div>
      </details>
      <nav aria-label="Course contents" className="hidden lg:sticky lg:top-20 lg:block lg:max-h-[calc(100vh-6rem)] lg:overflow-y-auto lg:pr-2">
        <CourseOutline {...props} />
      </nav>
    </>
  );
}
