import type { Metadata } from "next";
import Link from "next/link";
import { Award } from "lucide";
import { CourseOutline } from "@/components/course/course-outline";
import { CoursePageLock } from "@/components/course/course-page-lock";
import { CertificateCard } from "@/components/course/certificate-card";
import { Button } from "@/components/ui/button";
import { StaticIcon } from "@/components/ui/static-icon";
import { requireUser } from "@/lib/auth/require-user.server";
import { COURSE_TITLE, courseOutline, courseViewer, readsCourse } from "@/lib/course/course.server";
import { progressByLesson } from "@/lib/course/progress.server";
import { completion, statesOf, summarizeCourse } from "@/lib/course/summary";
import { clockTime, lessonHref } from "@/lib/course/links";

export const metadata: Metadata = { title: "Course" };

export default async function CoursePage() {
  // The purchase was read with the session (decision 154); the lessons only matter to a buyer.
  const viewer = courseViewer(await requireUser());
  if (!readsCourse(viewer)) return <CoursePageLock />;
  const [outline, progress] = await Promise.all([courseOutline(), progressByLesson(viewer.userId)]);
  const summary = summarizeCourse(outline, progress);
  const { complete } = completion(outline, progress);
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:py-12">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Your {COURSE_TITLE}</h1>
        <p className="text-muted-foreground">
          {outline.length} {outline.length === 1 ? "module" : "modules"}, {summary.total} {summary.total === 1 ? "lesson" : "lessons"}. Your place in each video
          is kept, so you can stop and come back.
        </p>
      </div>
      {summary.next && (
        <Button asChild className="h-11 self-start">
          <Link href={lessonHref(summary.next)}>
            {summary.started ? "Continue where you left off" : "Start the first lesson"}: {summary.next.title}
            {summary.next.seconds > 0 && ` at ${clockTime(summary.next.seconds)}`}
          </Link>
        </Button>
      )}
      <CourseOutline outline={outline} states={statesOf(outline, progress)} summary={summary} />
      <CertificateCard complete={complete} left={summary.total - summary.done} email={viewer.email} icon={<StaticIcon icon={Award} className="size-4" />} />
    </section>
  );
}
