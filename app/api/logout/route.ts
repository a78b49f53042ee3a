import { route } from "@/lib/server/route.server";
import { signedOutResponse } from "@/lib/accounts/session-response.server";

// POST /api/logout: ends the session on the server (the old cookie is refused afterwards).
export const POST = route({ auth: "optional" }, async ({ session }) => signedOutResponse(session?.sessionId));
