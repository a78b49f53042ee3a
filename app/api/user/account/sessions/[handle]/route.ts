import { route } from "@/lib/server/route.server";
import { endAccountSession } from "@/lib/accounts/account-sessions.server";
import { sessionHandleParams } from "@/lib/validation/account";

// DELETE: signs out one other browser of the account (named by the handle GET /api/user/account lists).
export const DELETE = route({ auth: "user", params: sessionHandleParams }, async ({ session, params }) =>
  endAccountSession(session.user.id, session.sessionId, params.handle),
);
