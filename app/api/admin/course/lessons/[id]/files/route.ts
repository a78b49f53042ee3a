import { NextResponse } from "next/server";
import { parseInput, route } from "@/lib/server/route.server";
import { idParams } from "@/lib/validation/shared";
import { lessonFileQuery } from "@/lib/validation/course";
import { uploadLessonAttachment, uploadLessonCaptions } from "@/lib/course/lesson-files.server";

// POST ?kind=captions|attachment&name=<file name>, the file's bytes as the body (streamed):
// the video's WebVTT captions (at most 1 MB, replacing any before; 409 without a video), or a
// downloadable PDF, ZIP or picture (up to 250 MB); 415 { message } when the bytes are not that.
export const POST = route({ idempotent: true, auth: "operator", params: idParams }, async ({ params, request }) => {
  const { kind, name } = parseInput(lessonFileQuery, Object.fromEntries(request.nextUrl.searchParams));
  const upload = kind === "captions" ? uploadLessonCaptions : uploadLessonAttachment;
  return NextResponse.json(await upload(params.id, name, request), { status: 201 });
});
