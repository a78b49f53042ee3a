import { route } from "@/lib/api/route.server";
import { accountOverview } from "@/lib/accounts/account.server";

// GET /api/user/account: Settings › Account's state (e-mail, sessions, preferences, export, what deletion would meet).
export const GET = route({ auth: "user" }, async ({ session }) => accountOverview(session.user.id, session.sessionId));
