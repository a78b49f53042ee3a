import { route } from "@/lib/server/route.server";
import { lessonParams, lessonProgressSchema } from "@/lib/validation/course";
import { courseViewer } from "@/lib/course/course.server";
import { saveLessonProgress } from "@/lib/course/progress.server";

// PUT /api/user/course/lessons/{lessonId} { positionSeconds?, done? }: the buyer's playback
// position and done mark. Sent every ~10 s while watching and with keepalive when the page is
// left; repeating a save changes nothing more. A lesson the buyer may not read is a 404.
export const PUT = route({ auth: "user", params: lessonParams, body: lessonProgressSchema }, async ({ session, params, body }) =>
  saveLessonProgress(courseViewer(session), params.lessonId, body),
);
