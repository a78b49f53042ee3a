import type { Metadata } from "next";
import { CallbackShell } from "@/components/checkout/callback-shell";
import { GuestCallback } from "@/components/checkout/guest-callback";

export const metadata: Metadata = { title: "Completing your purchase", robots: { index: false } };

export default function GuestCheckoutCallbackPage() {
  return (
    <CallbackShell>
      <GuestCallback />
    </CallbackShell>
  );
}
