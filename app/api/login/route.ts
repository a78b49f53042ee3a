import { NextResponse } from "next/server";
import { route } from "@/lib/server/route.server";
import { logIn } from "@/lib/accounts/login.server";
import { signedInResponse } from "@/lib/accounts/session-response.server";
import { clientIp } from "@/lib/policy/rate-limit.server";
import { loginSchema } from "@/lib/validation/account";

// POST /api/login: 200 and a fresh session cookie; 202 { needsPasswordSetup, email } for an
// account without a password (a setup link is e-mailed, or with mailQueued only kept in the outbox
// when there is no mail server); 401 "Invalid email or password".
export const POST = route({ auth: "optional", body: loginSchema }, async ({ body, request, session }) => {
  const result = await logIn(body, clientIp(request.headers));
  if (result.kind === "needs-password-setup") {
    return NextResponse.json({ needsPasswordSetup: true, email: result.email, mailQueued: result.mailQueued }, { status: 202 });
  }
  return signedInResponse({ success: true, message: "Welcome back!" }, result.userId, session?.sessionId, request.headers);
});
