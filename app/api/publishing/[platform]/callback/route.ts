import { z } from "zod";
import { route } from "@/lib/server/route.server";
import { channelCallbackSchema, publishPlatformParam } from "@/lib/validation/publishing";
import { finishChannelConnect } from "@/lib/publishing/connect.server";

const params = z.object({ platform: publishPlatformParam });

// GET /api/publishing/{platform}/callback: the platform's redirect after the buyer's consent (decision 438).
export const GET = route({ auth: "optional", params }, async ({ session, params, request }) => {
  const query = channelCallbackSchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  return finishChannelConnect(
    session,
    params.platform,
    query.success ? query.data : { error: "invalid_request", error_description: "The answer was not understood" },
  );
});
