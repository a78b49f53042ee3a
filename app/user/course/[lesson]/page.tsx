import type { Metadata } from "next";
import { cache } from "react";
import { notFound } from "next/navigation";
import { requireUser } from "@/lib/auth/require-user.server";
import { courseViewer, latestCharacter, lessonPage } from "@/lib/course/course.server";
import { progressByLesson } from "@/lib/course/progress.server";
import { startSecond } from "@/lib/course/links";
import { summarizeCourse, statesOf } from "@/lib/course/summary";
import { LessonView } from "@/components/course/lesson-view";

type Props = { params: Promise<{ lesson: string }>; searchParams: Promise<{ t?: string | string[] }> };

// The page and its title read the same lesson once per request.
const loadLesson = cache(async (slug: string) => lessonPage(decodeURIComponent(slug), courseViewer(await requireUser())));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lesson = await loadLesson((await params).lesson);
  return { title: lesson ? lesson.title : "Lesson" };
}

/**
 * /user/course/<lesson>: one lesson for a buyer with an active purchase (issue 32). Anyone else,
 * and a draft to anyone but an operator, gets the 404 page, as for other buyers' resources.
 */
export default async function LessonPageRoute({ params, searchParams }: Props) {
  const session = await requireUser();
  const lesson = await loadLesson((await params).lesson);
  if (!lesson) notFound();
  const [progress, character] = await Promise.all([progressByLesson(session.user.id), lesson.studioStep ? latestCharacter(session.user.id) : null]);
  const own = progress.get(lesson.id);
  const done = Boolean(own?.completedAt);
  // ?t= (from "Continue where you left off") wins; else the saved place, unless the lesson is done.
  const startAt = startSecond((await searchParams).t) ?? (done ? 0 : (own?.positionSeconds ?? 0));
  return (
    <LessonView
      lesson={lesson}
      states={statesOf(lesson.outline, progress)}
      summary={summarizeCourse(lesson.outline, progress)}
      done={done}
      startAt={startAt}
      character={character}
    />
  );
}
