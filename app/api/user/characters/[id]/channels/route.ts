import { route } from "@/lib/server/route.server";
import { idParams } from "@/lib/validation/shared";
import { listChannels } from "@/lib/publishing/channels.server";

// GET: the character's publishing channels (issue 47), one per connected platform.
export const GET = route({ auth: "user", params: idParams }, async ({ session, params }) => ({ channels: await listChannels(session.user.id, params.id) }));
