"use client";
import { ProgressProvider } from "@bprogress/next/app";

/**
 * The thin bar at the top of the page for every client navigation that takes longer than 150 ms
 * (issue 31, decision 187): same-origin link clicks are seen by the provider itself, and
 * `router.push` starts it through @bprogress/next's useRouter. Instant navigations show nothing
 * (the delay). The bar is fixed over the page, so it shifts no layout; no spinner.
 */
export function NavigationProgress({ children }: { children: React.ReactNode }) {
  return (
    <ProgressProvider height="3px" color="var(--primary)" delay={150} options={{ showSpinner: false }} shallowRouting>
      {children}
    </ProgressProvider>
  );
}
