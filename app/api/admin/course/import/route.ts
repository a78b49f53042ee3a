import { NextResponse } from "next/server";
import { route } from "@/lib/server/route.server";
import { importCourse } from "@/lib/course/transfer.server";

// POST, the export's ZIP as the body (streamed to a scratch file by the one upload helper): fills an empty course (409 otherwise); 400 { message }
// naming the file for any fault in the archive, leaving nothing behind.
export const POST = route({ idempotent: true, auth: "operator" }, async ({ request }) => {
  const result = await importCourse(request);
  return NextResponse.json(result, { status: 201 });
});
