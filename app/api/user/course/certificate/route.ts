import { parseInput, route } from "@/lib/server/route.server";
import { attachmentHeader } from "@/lib/api/attachment";
import { certificateQuery } from "@/lib/validation/course";
import { courseViewer } from "@/lib/course/course.server";
import { certificatePdf } from "@/lib/course/certificate.server";

// GET /api/user/course/certificate[?name=...]: the certificate of completion as a PDF, once
// every published lesson is done (403 { message } before that).
export const GET = route({ auth: "user" }, async ({ session, request }) => {
  const query = parseInput(certificateQuery, Object.fromEntries(request.nextUrl.searchParams));
  const { bytes, fileName } = await certificatePdf(courseViewer(session), query.name);
  return new Response(Buffer.from(bytes), {
    headers: { "Content-Type": "application/pdf", "Content-Disposition": attachmentHeader(fileName), "Cache-Control": "private, no-store" },
  });
});
