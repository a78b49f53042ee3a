import type { Metadata } from "next";
import { PasswordPage } from "@/components/auth/password-page";
import { EmailChangeLink } from "@/components/account/email-change-link";
import { emailChangeLinkSchema } from "@/lib/validation/account";

export const metadata: Metadata = { title: "E-mail change", robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// /email-change?mode=confirm|undo&token=…: the links of an e-mail change (issue 46, decision 361).
export default async function EmailChangePage({ searchParams }: Props) {
  const parsed = emailChangeLinkSchema.safeParse(await searchParams);
  if (!parsed.success) {
    return (
      <PasswordPage title="E-mail change" description="This link is not valid. Ask for the change again from Settings › Account.">
        {null}
      </PasswordPage>
    );
  }
  const { mode, token } = parsed.data;
  return (
    <PasswordPage
      title={mode === "confirm" ? "Confirm your new e-mail" : "Undo the e-mail change"}
      description={
        mode === "confirm"
          ? "Your account's e-mail changes to this address when you confirm."
          : "If you did not change your account's e-mail, put your address back: every session ends and you choose a new password."
      }
    >
      <EmailChangeLink mode={mode} token={token} />
    </PasswordPage>
  );
}
