import { route } from "@/lib/server/route.server";
import { accountOverview } from "@/lib/server/account/account.server";

// GET /api/user/account: Settings › Account's state (e-mail, sessions, preferences, export, what deletion would meet).
export const GET = route({ auth: "user" }, async ({ session }) => accountOverview(session.user.id, session.sessionId));
