import { route } from "@/lib/server/route.server";
import { courseLessonSchema } from "@/lib/validation/course";
import { previewLesson } from "@/lib/course/editor.server";

// POST { body }: the Markdown rendered and sanitised exactly as the buyer's lesson page renders
// it, for the editor's live preview (no Markdown code is shipped to the browser).
export const POST = route({ auth: "operator", body: courseLessonSchema.preview, maxBodyBytes: 512 * 1024 }, async ({ body }) => previewLesson(body.body));
