import { NextResponse } from "next/server";
import { route } from "@/lib/api/route.server";
import { importCourse } from "@/lib/course/transfer.server";

// POST, the export's ZIP as the body (streamed to a scratch file; this path is kept out of the
// proxy so Next does not buffer it): fills an empty course (409 otherwise); 400 { message }
// naming the file for any fault in the archive, leaving nothing behind.
export const POST = route({ auth: "operator" }, async ({ request }) => {
  const result = await importCourse(request.body, Number(request.headers.get("content-length") ?? "0"));
  return NextResponse.json(result, { status: 201 });
});
