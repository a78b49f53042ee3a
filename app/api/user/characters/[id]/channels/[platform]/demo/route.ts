import { z } from "zod";
import { route } from "@/lib/server/route.server";
import { publishPlatformParam } from "@/lib/validation/publishing";
import { connectDemoChannel } from "@/lib/publishing/channels.server";

const params = z.object({ id: z.uuid(), platform: publishPlatformParam });

// POST: connects the platform's labelled demo channel (decision 400); again changes nothing.
export const POST = route({ idempotent: true, auth: "user", params }, async ({ session, params }) => ({
  channel: await connectDemoChannel(session.user.id, params.id, params.platform),
}));
