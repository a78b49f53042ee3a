import { route } from "@/lib/server/route.server";
import { setMarketingEmails } from "@/lib/server/account/account.server";
import { emailPreferencesSchema } from "@/lib/validation/account";

// PUT { marketingEmails }: marketing e-mail on or off; receipts and account mail are always sent.
export const PUT = route({ auth: "user", body: emailPreferencesSchema }, async ({ session, body }) =>
  setMarketingEmails(session.user.id, body.marketingEmails),
);
