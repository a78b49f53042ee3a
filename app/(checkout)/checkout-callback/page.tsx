import type { Metadata } from "next";
import { Suspense } from "react";
import { GuestCallback } from "@/components/checkout/guest-callback";

export const metadata: Metadata = { title: "Completing your purchase", robots: { index: false } };

export default function GuestCheckoutCallbackPage() {
  return (
    <div className="flex flex-1 items-center px-4 py-12">
      <Suspense>
        <GuestCallback />
      </Suspense>
    </div>
  );
}
