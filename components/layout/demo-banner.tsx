import { DEMO_BANNER_CLASS } from "@/lib/env/demo-mode-stylesheet.server";

/**
 * The "Demo: no real payments" banner above the header of every page of a DEMO_MODE=1
 * deployment. Pages are prerendered at build time, when the deployment's setting is unknown, so
 * the empty, hidden banner is in every page and /demo-mode.css, read at request time and
 * render-blocking, shows it and its words before the first paint: no layout shift (decision 096).
 */
export function DemoBanner() {
  return (
    <>
      {/* eslint-disable-next-line @next/next/no-css-tags -- read at request time, so it cannot be a bundled import */}
      <link rel="stylesheet" href="/demo-mode.css" precedence="default" />
      <p role="note" data-testid="demo-banner" className={`${DEMO_BANNER_CLASS} bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950`} />
    </>
  );
}
