"use client";
import { useEffect } from "react";
import { ProgressProvider } from "@bprogress/next/app";
import { useProgress } from "@bprogress/react";

const DELAY_MS = 150;

/**
 * The thin bar at the top of the page for every client navigation that takes longer than 150 ms
 * (issue 31, decision 187): same-origin link clicks are seen by LinkClickProgress, and
 * `router.push` starts it through @bprogress/next's useRouter. Instant navigations show nothing
 * (the delay). The bar is fixed over the page, so it shifts no layout; no spinner.
 */
export function NavigationProgress({ children }: { children: React.ReactNode }) {
  return (
    <ProgressProvider
      height="3px"
      color="var(--primary)"
      delay={DELAY_MS}
      options={{ showSpinner: false }}
      shallowRouting
      // The provider's own link handling attaches a listener to each link only when the page's DOM
      // changes after it mounts, so on a page that never changes (the landing page) no link showed
      // the bar (decision 237); one listener on the document sees every link instead.
      disableAnchorClick
    >
      <LinkClickProgress />
      {children}
    </ProgressProvider>
  );
}

/** The URL a click on `target` navigates to within this site, or null when it stays or leaves. */
export function siteNavigationTarget(
  event: Pick<MouseEvent, "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey" | "defaultPrevented">,
  target: EventTarget | null,
  here: URL,
): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = target instanceof Element ? target.closest("a[href]") : null;
  if (!link || link.hasAttribute("download") || link.closest('[data-prevent-progress="true"]')) return null;
  const opensElsewhere = link.getAttribute("target");
  if (opensElsewhere && opensElsewhere !== "_self") return null;
  const href = link.getAttribute("href")!;
  if (!URL.canParse(href, here)) return null;
  const url = new URL(href, here);
  if (url.origin !== here.origin) return null;
  // The same page with another query or hash is a shallow change: nothing to wait for.
  return url.pathname === here.pathname ? null : url;
}

export function LinkClickProgress() {
  const { start } = useProgress();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (siteNavigationTarget(event, event.target, new URL(location.href))) start(0, DELAY_MS);
    };
    // Capture: Next's Link prevents the default in its own (bubbling) handler.
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, [start]);
  return null;
}
