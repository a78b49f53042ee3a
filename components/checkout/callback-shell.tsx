import { Suspense } from "react";

// Both payment-return pages: centred, and a Suspense boundary for useSearchParams.
export function CallbackShell({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex flex-1 items-center px-4 py-12">
      <Suspense>{children}</Suspense>
    </div>
  );
}
