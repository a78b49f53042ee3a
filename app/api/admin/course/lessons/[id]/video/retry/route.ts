import { route } from "@/lib/server/route.server";
import { idParams } from "@/lib/validation/shared";
import { retryLessonVideo } from "@/lib/course/video-transcode.server";

// POST: converts a lesson video whose conversion failed again, with a new job (issue 44 item 3).
// Already converting: the same answer, nothing new queued; a ready video or none: 409 / 404.
export const POST = route({ auth: "operator", params: idParams }, ({ operator, params }) => retryLessonVideo(operator.id, params.id));
