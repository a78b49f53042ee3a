import { NextResponse } from "next/server";
import { route } from "@/lib/server/route.server";
import { courseLessonSchema } from "@/lib/validation/course";
import { createLesson } from "@/lib/course/editor.server";

// POST { id, moduleId, title }: a new draft lesson, last in its module; 201, or 200 with the same
// lesson when that id was created already.
export const POST = route({ idempotent: true, auth: "operator", body: courseLessonSchema.create }, async ({ body }) => {
  const { row, created } = await createLesson(body);
  return NextResponse.json(row, { status: created ? 201 : 200 });
});
