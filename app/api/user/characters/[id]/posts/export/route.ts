import { route } from "@/lib/server/route.server";
import { BadRequestError } from "@/lib/api/errors";
import { idParams } from "@/lib/validation/shared";
import { postExportSchema } from "@/lib/validation/content-post";
import { downloadContentPlan } from "@/lib/studio/posts/plan-file.server";

/** The whole content plan as a download: ?format=ics (the default) or ?format=csv. */
export const GET = route({ auth: "user", params: idParams }, async ({ request, session, params }) => {
  const query = postExportSchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!query.success) throw new BadRequestError(query.error.issues[0]?.message ?? "Invalid format");
  return downloadContentPlan(session.user.id, params.id, query.data.format);
});
