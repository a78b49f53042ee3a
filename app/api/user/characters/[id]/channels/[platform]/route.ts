import { z } from "zod";
import { route } from "@/lib/server/route.server";
import { publishPlatformParam } from "@/lib/validation/publishing";
import { disconnectChannel } from "@/lib/publishing/channels.server";

const params = z.object({ id: z.uuid(), platform: publishPlatformParam });

// DELETE: disconnects the character's channel on that platform.
export const DELETE = route({ auth: "user", params }, async ({ session, params }) => disconnectChannel(session.user.id, params.id, params.platform));
