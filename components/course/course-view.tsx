"use client";
import { useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { apiRequest } from "@/lib/api/client";
import { notify } from "@/lib/utils/notify";
import { COURSE_MODULES, summarizeProgress } from "@/lib/course/modules";
import type { LessonText } from "@/lib/course/lesson-texts.server";
import { LessonItem } from "./lesson-item";

type Props = {
  initialCompleted: string[];
  /** The lessons' text, passed by the buyer-gated page: it must not be bundled with this component. */
  texts: Record<string, LessonText>;
};

/** The five modules with lessons the buyer reads and ticks off; the bar shows overall progress. */
export function CourseView({ initialCompleted, texts }: Props) {
  const [done, setDone] = useState(() => new Set(initialCompleted));
  const { done: doneCount, total, percent } = summarizeProgress(done);

  const toggle = async (lessonId: string) => {
    const next = !done.has(lessonId);
    const apply = (value: boolean) =>
      setDone((old) => {
        const copy = new Set(old);
        if (value) copy.add(lessonId);
        else copy.delete(lessonId);
        return copy;
      });
    apply(next);
    try {
      await apiRequest("PUT", `/api/user/course/lessons/${encodeURIComponent(lessonId)}`, { done: next });
    } catch {
      apply(!next);
      notify.error("Could not save your progress", { description: "Please try again." });
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardContent className="flex flex-col gap-2 pt-6">
          <div className="flex items-baseline justify-between text-sm">
            <span className="font-medium">Your progress</span>
            <span className="tabular-nums text-muted-foreground" data-testid="course-progress">
              {doneCount} of {total} lessons · {percent}%
            </span>
          </div>
          <Progress value={percent} label="Course progress" />
        </CardContent>
      </Card>
      {COURSE_MODULES.map((module, i) => (
        <Card key={module.id}>
          <CardHeader>
            <CardTitle as="h2" className="text-base">
              Module {i + 1}: {module.title}
            </CardTitle>
            <CardDescription>{module.summary}</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-col">
              {module.lessons.map((lesson) => (
                <LessonItem key={lesson.id} lesson={lesson} text={texts[lesson.id]!} done={done.has(lesson.id)} onToggle={() => void toggle(lesson.id)} />
              ))}
            </ul>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
