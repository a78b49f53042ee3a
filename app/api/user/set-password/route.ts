import { route } from "@/lib/api/route";
import { setPassword } from "@/lib/accounts/set-password";
import { signedInResponse } from "@/lib/accounts/session-response";
import { setPasswordSchema } from "@/lib/validation/account";

// POST /api/user/set-password: sets the signed-in user's password, ends all their sessions and
// signs this browser in again with a new session id.
export const POST = route({ auth: "user", body: setPasswordSchema }, async ({ body, session }) => {
  await setPassword(session.user.id, body.password);
  return signedInResponse({ success: true, message: "Password Set Successfully!" }, session.user.id);
});
