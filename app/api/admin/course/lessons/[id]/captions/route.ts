import { NextResponse } from "next/server";
import { parseInput, route } from "@/lib/api/route.server";
import { idParams } from "@/lib/validation/shared";
import { lessonUploadQuery } from "@/lib/validation/course";
import { uploadLessonCaptions } from "@/lib/course/lesson-files.server";

// POST ?name=<file name>, a WebVTT file as the body (at most 1 MB): the lesson video's captions,
// replacing any before; 415 { message } for a file that is not WebVTT, 409 without a video.
export const POST = route({ idempotent: true, auth: "operator", params: idParams }, async ({ params, request }) => {
  const { name } = parseInput(lessonUploadQuery, Object.fromEntries(request.nextUrl.searchParams));
  return NextResponse.json(await uploadLessonCaptions(params.id, name, request), { status: 201 });
});
