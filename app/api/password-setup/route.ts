import { route } from "@/lib/server/route.server";
import { completePasswordSetup } from "@/lib/accounts/password-setup.server";
import { throttle } from "@/lib/policy/throttle.server";
import { signedInResponse } from "@/lib/accounts/session-response.server";
import { clientIp } from "@/lib/policy/rate-limit.server";
import { passwordSetupSchema } from "@/lib/validation/account";

// POST /api/password-setup: sets the password of the account that an e-mailed one-time link
// belongs to (/new-password?mode=setup&token=...), then signs that account in.
export const POST = route({ auth: "optional", body: passwordSetupSchema }, async ({ body, request, session }) => {
  await throttle("passwordSetupPerIp", clientIp(request.headers));
  const userId = await completePasswordSetup(body.token, body.password);
  return signedInResponse({ success: true, message: "Password Set Successfully!" }, userId, session?.sessionId, request.headers);
});
