import type { Metadata } from "next";
import { requireUser } from "@/lib/auth/require-user.server";
import { AccountSettings } from "@/components/account/account-settings";
import { SettingsNav } from "@/components/account/settings-nav";

export const metadata: Metadata = { title: "Account", robots: { index: false } };

// Settings › Account (issue 46): e-mail, password, sessions, e-mail preferences, data export and deletion.
export default async function AccountSettingsPage() {
  await requireUser();
  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-6 px-4 py-8 sm:py-12">
      <div className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Account</h1>
        <p className="text-muted-foreground">Your e-mail, password and sessions, and your data: take a copy, or delete it all.</p>
      </div>
      <SettingsNav current="/user/settings/account" />
      <AccountSettings />
    </div>
  );
}
