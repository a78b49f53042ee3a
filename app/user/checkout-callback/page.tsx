import type { Metadata } from "next";
import { CallbackShell } from "@/components/checkout/callback-shell";
import { AccountCallback } from "@/components/checkout/account-callback";

export const metadata: Metadata = { title: "Completing your purchase", robots: { index: false } };

export default function AccountCheckoutCallbackPage() {
  return (
    <CallbackShell>
      <AccountCallback />
    </CallbackShell>
  );
}
