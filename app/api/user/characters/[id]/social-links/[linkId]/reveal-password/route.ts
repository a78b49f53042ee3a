import { z } from "zod";
import { route } from "@/lib/server/route.server";
import { revealSocialLinkPassword } from "@/lib/studio/social-links.server";

const params = z.object({ id: z.uuid(), linkId: z.uuid() });

// POST, not GET: showing a password is an action the activity feed records, and a POST carries
// route()'s Origin check, so another site cannot make a signed-in browser fetch it.
export const POST = route({ auth: "user", params }, async ({ session, params }) => revealSocialLinkPassword(session.user.id, params.id, params.linkId));
