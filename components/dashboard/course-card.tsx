import Link from "next/link";
import { GraduationCap } from "lucide";
import { StaticIcon } from "@/components/ui/static-icon";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import type { CourseProgressSummary } from "@/lib/course/modules";

/** The buyer's course progress on the dashboard, with the way into /user/course (issue 20, item 7). */
export function CourseCard({ progress }: { progress: CourseProgressSummary }) {
  const { done, total, percent, nextLesson } = progress;
  const action = done === 0 ? "Start the Course" : nextLesson ? "Continue the Course" : "Review the Course";
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-base">
          <StaticIcon icon={GraduationCap} className="size-4" /> Your Course
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="flex items-center justify-between text-sm">
          <span className="text-muted-foreground">
            {nextLesson ? (
              <>
                Next: <span className="text-foreground">{nextLesson.title}</span>
              </>
            ) : (
              "All lessons done."
            )}
          </span>
          <span className="tabular-nums text-muted-foreground" data-testid="dashboard-course-progress">
            {done} of {total} lessons · {percent}%
          </span>
        </div>
        <Progress value={percent} label="Course progress" />
        <Button asChild variant="outline" className="h-11 self-start">
          <Link href="/user/course">{action}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
