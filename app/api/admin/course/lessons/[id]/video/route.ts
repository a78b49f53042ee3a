import { NextResponse } from "next/server";
import { parseInput, route } from "@/lib/server/route.server";
import { idParams } from "@/lib/validation/shared";
import { lessonUploadQuery } from "@/lib/validation/course";
import { removeLessonVideo, uploadLessonVideo } from "@/lib/course/video-upload.server";

// POST ?name=<file name>, the video's bytes as the body (streamed, up to 2 GB; this path is kept
// out of the proxy so Next does not buffer the body): the lesson's video, probed, with a poster
// frame; 415 { message } for a file that is not a video, leaving nothing stored.
export const POST = route({ idempotent: true, auth: "operator", params: idParams }, async ({ operator, params, request }) => {
  const { name } = parseInput(lessonUploadQuery, Object.fromEntries(request.nextUrl.searchParams));
  const video = await uploadLessonVideo(operator.id, params.id, name, request);
  return NextResponse.json(video, { status: 201 });
});

// DELETE: the lesson's video, its poster and captions.
export const DELETE = route({ auth: "operator", params: idParams }, ({ params }) => removeLessonVideo(params.id));
