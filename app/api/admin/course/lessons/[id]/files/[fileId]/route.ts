import { route } from "@/lib/server/route.server";
import { lessonFileParams } from "@/lib/validation/course";
import { removeLessonFile } from "@/lib/course/lesson-files.server";

// DELETE: one of the lesson's captions or attachments.
export const DELETE = route({ auth: "operator", params: lessonFileParams }, ({ params }) => removeLessonFile(params.id, params.fileId));
