import type { Metadata } from "next";
import { CourseView } from "@/components/course/course-view";
import { requireUser } from "@/lib/auth/require-user.server";
import { completedLessons } from "@/lib/course/progress.server";
import { LESSON_TEXTS } from "@/lib/course/lesson-texts.server";
import { purchaseStatus } from "@/lib/accounts/purchases.server";
import Link from "next/link";
import { Button } from "@/components/ui/button";

export const metadata: Metadata = { title: "Course" };

export default async function CoursePage() {
  const { user } = await requireUser();
  const [completed, { hasPurchase }] = await Promise.all([completedLessons(user.id), purchaseStatus(user.id)]);
  if (!hasPurchase) {
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
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="mb-2 text-2xl font-bold tracking-tight sm:text-3xl">Your AI Influencer Course</h1>
      <p className="mb-6 text-muted-foreground">Five modules from character design to viral strategy. Tick lessons off as you go.</p>
      <CourseView initialCompleted={completed} texts={LESSON_TEXTS} />
    </section>
  );
}
