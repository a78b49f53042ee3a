import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/require-user.server";
import { AccountSettings } from "@/components/account/account-settings";
import { SettingsNav } from "@/components/account/settings-nav";

export const metadata: Metadata = { title: "Account", robots: { index: false } };

// Settings › Account (issue 46): e-mail, password, sessions, e-mail preferences, data export and deletion.
export default async function AccountSettingsPage() {
  await requireUser();
  return (
    // At least a screen tall, as the wizard is: the account's sections arrive after the first
    // paint, and a shorter page had the site footer in view, pushed down when they came (CLS
    // 0.535 in the Lighthouse report of 2026-11-28).
    <div className="mx-auto grid min-h-svh w-full max-w-3xl grid-cols-1 content-start gap-6 px-4 py-8 sm:py-12">
      <div className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Account</h1>
        <p className="text-muted-foreground">Your e-mail, password and sessions, and your data: take a copy, or delete it all.</p>
      </div>
      <SettingsNav current="/user/settings/account" />
      <AccountSettings />
    </div>
  );
}
