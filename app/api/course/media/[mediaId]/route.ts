import { route } from "@/lib/server/route.server";
import { BadRequestError } from "@/lib/api/errors";
import { courseMediaParams, signedCourseMediaQuery } from "@/lib/validation/course";
import { signedCourseMediaResponse } from "@/lib/course/media.server";

// A lesson file by its short-lived link (decision 196): no session, the signed link is the
// proof, and the purchase it was made for is checked again on every request (Range included).
export const GET = route({ auth: "public", params: courseMediaParams }, async ({ params, request }) => {
  const query = signedCourseMediaQuery.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!query.success) throw new BadRequestError("This link is incomplete");
  return signedCourseMediaResponse(params.mediaId, query.data.link, request);
});
