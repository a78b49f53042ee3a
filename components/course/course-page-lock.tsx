import Link from "next/link";
import { Button } from "@/components/ui/button";

/** /user/course for a signed-in user without a purchase: what the course is and where to get it. */
export function CoursePageLock() {
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">The course comes with your purchase</h1>
      <p className="text-muted-foreground">Complete your purchase on the dashboard to unlock every lesson of the course.</p>
      <Button asChild className="h-11">
        <Link href="/user/dashboard">Go to Dashboard</Link>
      </Button>
    </section>
  );
}
