import { NextResponse } from "next/server";
import { parseInput, route } from "@/lib/server/route.server";
import { courseMediaParams, courseMediaQuery } from "@/lib/validation/course";
import { courseViewer } from "@/lib/course/course.server";
import { courseMediaLink } from "@/lib/course/media.server";

// GET /api/user/course/media/{mediaId}[?download=1]: a lesson's video, poster, captions or
// attachment for a buyer with an active purchase (or an operator), as a redirect to a link that
// works for a few minutes (decision 196). Anyone else gets a 404 like a missing file.
export const GET = route({ auth: "user", params: courseMediaParams }, async ({ session, params, request }) => {
  const query = parseInput(courseMediaQuery, Object.fromEntries(request.nextUrl.searchParams));
  const link = await courseMediaLink(courseViewer(session), params.mediaId, { download: query.download === "1" });
  const response = NextResponse.redirect(new URL(link, request.url), 302);
  // The link expires: the redirect itself must not be reused from a cache.
  response.headers.set("Cache-Control", "private, no-store");
  return response;
});
