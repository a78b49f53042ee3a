import { NextResponse } from "next/server";
import { parseInput, route } from "@/lib/api/route.server";
import { idParams } from "@/lib/validation/shared";
import { lessonUploadQuery } from "@/lib/validation/course";
import { uploadLessonAttachment } from "@/lib/course/lesson-files.server";

// POST ?name=<file name>, the file as the body (streamed, up to 250 MB): a downloadable PDF, ZIP
// or picture for the lesson's buyers; 415 { message } when its bytes are not what its name says.
export const POST = route({ idempotent: true, auth: "operator", params: idParams }, async ({ params, request }) => {
  const { name } = parseInput(lessonUploadQuery, Object.fromEntries(request.nextUrl.searchParams));
  return NextResponse.json(await uploadLessonAttachment(params.id, name, request), { status: 201 });
});
