import { z } from "zod";
import { route } from "@/lib/server/route.server";
import { publishPlatformParam } from "@/lib/validation/publishing";
import { connectRedirect } from "@/lib/publishing/connect.server";

const params = z.object({ id: z.uuid(), platform: publishPlatformParam });

// GET: the Connect and Reconnect links (calendar, dashboard) send the browser on to the platform's
// consent for this character's account (decision 438), or show why not.
export const GET = route({ auth: "user", params }, async ({ session, params }) => connectRedirect(session, params.id, params.platform));
