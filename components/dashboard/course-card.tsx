import Link from "next/link";
import { GraduationCap } from "lucide";
import { StaticIcon } from "@/components/ui/static-icon";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import type { CourseProgressSummary } from "@/lib/course/summary";
import { clockTime, lessonHref } from "@/lib/course/links";

/**
 * The buyer's course progress on the dashboard (issue 20, item 7), with "Continue where you left
 * off": the lesson last worked on, at the second it was left (issue 32).
 */
export function CourseCard({ progress }: { progress: CourseProgressSummary }) {
  const { done, total, percent, next, started } = progress;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-base">
          <StaticIcon icon={GraduationCap} className="size-4" /> Your Course
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span className="text-muted-foreground">
            {next ? (
              <>
                {started ? "Continue: " : "First lesson: "}
                <span className="text-foreground">{next.title}</span>
                {next.seconds > 0 && <span className="tabular-nums"> at {clockTime(next.seconds)}</span>}
              </>
            ) : total > 0 ? (
              "All lessons done."
            ) : (
              "The first lessons are on their way."
            )}
          </span>
          <span className="tabular-nums text-muted-foreground" data-testid="dashboard-course-progress">
            {done} of {total} lessons · {percent}%
          </span>
        </div>
        <Progress value={percent} label="Course progress" />
        <Button asChild variant="outline" className="h-11 self-start">
          {next ? (
            <Link href={lessonHref(next)}>{started ? "Continue where you left off" : "Start the Course"}</Link>
          ) : (
            <Link href="/user/course">Review the Course</Link>
          )}
        </Button>
      </CardContent>
    </Card>
  );
}
