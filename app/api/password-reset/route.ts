import { route } from "@/lib/server/route.server";
import { requestPasswordReset } from "@/lib/accounts/password-reset.server";
import { clientIp } from "@/lib/policy/rate-limit.server";
import { passwordResetRequestSchema } from "@/lib/validation/account";

// POST /api/password-reset { email }: e-mails a 30-minute, one-time link to /new-password?mode=reset
// when the account exists; the answer is the same either way.
export const POST = route({ auth: "public", body: passwordResetRequestSchema }, async ({ body, request }) =>
  requestPasswordReset(body.email, clientIp(request.headers)),
);
