import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { requireOperatorPage } from "@/lib/admin/operator.server";
import { editorLesson } from "@/lib/course/editor.server";
import { idParams } from "@/lib/validation/shared";
import { LessonEditor } from "@/components/admin/course/lesson-editor";
import { LessonVideo } from "@/components/admin/course/lesson-video";
import { LessonFiles } from "@/components/admin/course/lesson-files";
import { WIZARD_STEPS } from "@/lib/studio/wizard/registry";

export const metadata: Metadata = { title: "Lesson", robots: { index: false } };

// One lesson in the seller's editor: its title, Markdown with the buyer's rendering beside it,
// publishing, its video, captions and attachments (issue 32, item 2). A malformed or unknown id is the 404 page.
export default async function LessonEditorPage({ params }: { params: Promise<{ id: string }> }) {
  await requireOperatorPage();
  const parsed = idParams.safeParse(await params);
  const lesson = parsed.success ? await editorLesson(parsed.data.id) : null;
  if (!lesson) notFound();
  return (
    <section className="grid gap-4">
      <Link href="/admin/course" className="text-sm text-muted-foreground underline-offset-4 hover:underline">
        ← Course ({lesson.module.title})
      </Link>
      <LessonEditor key={lesson.id} lesson={lesson} studioSteps={WIZARD_STEPS.map(({ slug, title }) => ({ slug, title }))}>
        <LessonVideo lesson={lesson} />
        <LessonFiles lesson={lesson} />
      </LessonEditor>
    </section>
  );
}
