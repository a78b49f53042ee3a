import { route } from "@/lib/server/route.server";
import { idParams } from "@/lib/validation/shared";
import { courseLessonSchema } from "@/lib/validation/course";
import { deleteLesson, updateLesson } from "@/lib/course/editor.server";

// A lesson's Markdown may be long: up to 100,000 characters, some of them several bytes.
const LESSON_BYTES = 512 * 1024;

// PATCH { title?, body?, status? }: renames, rewrites, publishes or unpublishes a lesson.
export const PATCH = route({ auth: "operator", params: idParams, body: courseLessonSchema.update, maxBodyBytes: LESSON_BYTES }, ({ params, body }) =>
  updateLesson(params.id, body),
);

// DELETE: the lesson, its files and buyers' progress in it.
export const DELETE = route({ auth: "operator", params: idParams }, ({ params }) => deleteLesson(params.id));
