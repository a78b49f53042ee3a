import { z } from "zod";
import { route } from "@/lib/server/route.server";
import { publicPageMediaResponse } from "@/lib/studio/public-page.server";

// The public character page's headshot and draft video; 404 for any other file or while the page is off.
const params = z.object({ slug: z.string().max(80), id: z.uuid() });
export const GET = route({ auth: "public", params }, async ({ params, request }) => publicPageMediaResponse(params.slug, params.id, request));
