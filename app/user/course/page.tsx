import type { Metadata } from "next";
import { CourseView } from "@/components/course/course-view";
import { requireUser } from "@/lib/auth/require-user.server";
import { completedLessons } from "@/lib/course/progress.server";
import { LESSON_TEXTS } from "@/lib/course/lesson-texts.server";
import Link from "next/link";
import { Button } from "@/components/ui/button";

export const metadata: Metadata = { title: "Course" };

export default async function CoursePage() {
  // The purchase was read with the session (decision 154); the lessons only matter to a buyer.
  const { user, purchase } = await requireUser();
  if (!purchase) {
    return (
      <section className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">The course comes with your purchase</h1>
        <p className="text-muted-foreground">Complete your purchase on the dashboard to unlock all five modules.</p>
        <Button asChild className="h-11">
          <Link href="/user/dashboard">Go to Dashboard</Link>
        </Button>
      </section>
    );
  }
  const completed = await completedLessons(user.id);
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="mb-2 text-2xl font-bold tracking-tight sm:text-3xl">Your AI Influencer Course</h1>
      <p className="mb-6 text-muted-foreground">Five modules from character design to viral strategy. Tick lessons off as you go.</p>
      <CourseView initialCompleted={completed} texts={LESSON_TEXTS} />
    </section>
  );
}
