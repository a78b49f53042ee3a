import { route } from "@/lib/api/route.server";
import { lessonParams, lessonProgressSchema } from "@/lib/validation/course";
import { setLessonDone } from "@/lib/course/progress.server";

// PUT /api/user/course/lessons/{lessonId} { done }: the buyer's course progress.
export const PUT = route({ auth: "user", params: lessonParams, body: lessonProgressSchema }, async ({ session, params, body }) =>
  setLessonDone(session.user.id, params.lessonId, body.done),
);
