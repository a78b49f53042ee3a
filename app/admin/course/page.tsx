import type { Metadata } from "next";
import Link from "next/link";
import { requireOperatorPage } from "@/lib/admin/operator.server";
import { editorOutline } from "@/lib/course/editor.server";
import { CourseEditor } from "@/components/admin/course/course-editor";
import { CourseTransfer } from "@/components/admin/course/course-transfer";

export const metadata: Metadata = { title: "Course", robots: { index: false } };

// The seller's course editor (issue 32, item 2): every module and lesson, drafts included.
export default async function CourseEditorPage() {
  await requireOperatorPage();
  const modules = await editorOutline();
  return (
    <section className="grid gap-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Course</h1>
        <p className="mt-1 text-muted-foreground">
          Modules and lessons in the order buyers take them. New ones start as drafts, hidden from buyers until published. Drag a row by its grip or use its
          arrows to move it. Buyers see the course at{" "}
          <Link href="/user/course" className="underline underline-offset-4">
            /user/course
          </Link>
          .
        </p>
      </div>
      <CourseTransfer empty={modules.length === 0} />
      <CourseEditor modules={modules} />
    </section>
  );
}
