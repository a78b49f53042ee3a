import { route } from "@/lib/server/route.server";
import { idParams } from "@/lib/validation/shared";
import { channelsView } from "@/lib/publishing/connect.server";

// GET: the character's publishing channels (issue 47), one per connected platform, and which
// platforms' real accounts this server can connect (decision 438).
export const GET = route({ auth: "user", params: idParams }, async ({ session, params }) => channelsView(session.user.id, params.id));
