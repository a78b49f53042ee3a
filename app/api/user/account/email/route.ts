import { route } from "@/lib/server/route.server";
import { requestEmailChange } from "@/lib/accounts/email-change.server";
import { emailChangeSchema } from "@/lib/validation/account";

// POST { newEmail, currentPassword }: e-mails a confirmation link to the new address; nothing changes until it is followed.
export const POST = route({ idempotent: true, auth: "user", body: emailChangeSchema }, async ({ session, body }) => requestEmailChange(session.user.id, body));
