import type { Metadata } from "next";
import { Suspense } from "react";
import { AccountCallback } from "@/components/checkout/account-callback";

export const metadata: Metadata = { title: "Completing your purchase", robots: { index: false } };

export default function AccountCheckoutCallbackPage() {
  return (
    <div className="flex flex-1 items-center px-4 py-12">
      <Suspense>
        <AccountCallback />
      </Suspense>
    </div>
  );
}
