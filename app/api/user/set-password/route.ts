import { route } from "@/lib/server/route.server";
import { setPassword } from "@/lib/accounts/set-password.server";
import { signedInResponse } from "@/lib/accounts/session-response.server";
import { setPasswordSchema } from "@/lib/validation/account";

// POST /api/user/set-password { password, currentPassword? }: sets the signed-in user's password
// (the current one is required when there is one), ends all their sessions and signs this
// browser in again with a new session id.
export const POST = route({ auth: "user", body: setPasswordSchema }, async ({ body, session, request }) => {
  const { otherSessionsEnded } = await setPassword(session.user.id, body);
  return signedInResponse({ success: true, message: "Password Set Successfully!", otherSessionsEnded }, session.user.id, undefined, request.headers);
});
