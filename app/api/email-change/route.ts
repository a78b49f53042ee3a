import { route } from "@/lib/server/route.server";
import { confirmEmailChange, undoEmailChange } from "@/lib/accounts/email-change.server";
import { emailChangeLinkSchema } from "@/lib/validation/account";

// POST { mode, token }: the e-mailed link's button (/email-change?mode=&token=). "confirm" makes the
// new address the account's; "undo" (from the old address, 7 days) puts the old one back.
export const POST = route({ auth: "public", body: emailChangeLinkSchema }, async ({ body }) =>
  body.mode === "confirm" ? confirmEmailChange(body.token) : undoEmailChange(body.token),
);
