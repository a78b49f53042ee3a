"use client";
import { useState } from "react";
import { CheckCircle2, Circle } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { apiRequest } from "@/lib/api/client";
import { notify } from "@/lib/utils/notify";
import { ALL_LESSON_IDS, COURSE_MODULES } from "@/lib/course/modules";
import { cn } from "@/lib/utils/cn";

/** The five modules with lessons the buyer ticks off; the bar shows overall progress. */
export function CourseView({ initialCompleted }: { initialCompleted: string[] }) {
  const [done, setDone] = useState(() => new Set(initialCompleted));
  const percent = Math.round((done.size / ALL_LESSON_IDS.length) * 100);

  const toggle = async (lessonId: string) => {
    const next = !done.has(lessonId);
    const apply = (value: boolean) => setDone((old) => {
      const copy = new Set(old);
      if (value) copy.add(lessonId); else copy.delete(lessonId);
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
            <span className="tabular-nums text-muted-foreground" data-testid="course-progress">{done.size} of {ALL_LESSON_IDS.length} lessons · {percent}%</span>
          </div>
          <Progress value={percent} label="Course progress" />
        </CardContent>
      </Card>
      {COURSE_MODULES.map((module, i) => (
        <Card key={module.id}>
          <CardHeader>
            <CardTitle className="text-base">Module {i + 1}: {module.title}</CardTitle>
            <CardDescription>{module.summary}</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-col gap-1">
              {module.lessons.map((lesson) => {
                const isDone = done.has(lesson.id);
                return (
                  <li key={lesson.id}>
                    <button type="button" aria-pressed={isDone} onClick={() => void toggle(lesson.id)}
                      className="flex min-h-11 w-full items-center gap-3 rounded-md px-2 text-left text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring">
                      {isDone ? <CheckCircle2 className="size-5 shrink-0 text-primary" /> : <Circle className="size-5 shrink-0 text-muted-foreground" />}
                      <span className={cn("flex-1", isDone && "text-muted-foreground line-through")}>{lesson.title}</span>
                      <span className="text-xs tabular-nums text-muted-foreground">{lesson.minutes} min</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
