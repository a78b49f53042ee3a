import { route } from "@/lib/server/route.server";
import { endOtherAccountSessions } from "@/lib/accounts/account-sessions.server";

// DELETE: signs out every other browser of the account; this one stays signed in.
export const DELETE = route({ auth: "user" }, async ({ session }) => endOtherAccountSessions(session.user.id, session.sessionId));
