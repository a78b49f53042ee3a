import { route } from "@/lib/server/route.server";
import { BadRequestError } from "@/lib/api/errors";
import { signedMediaQuery, signedMediaResponse } from "@/lib/media/signed-url.server";

// A stored file by a short-lived signed link (decision 131): no session, the link is the proof.
export const GET = route({ auth: "public" }, async ({ request }) => {
  const query = signedMediaQuery.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!query.success) throw new BadRequestError("This link is incomplete");
  return signedMediaResponse(query.data, request);
});
