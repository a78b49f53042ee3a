import "server-only";
import { isDemoMode } from ".";

/** The banner's class (components/layout/demo-banner.tsx); hidden by app/globals.css. */
export const DEMO_BANNER_CLASS = "demo-banner";
export const DEMO_BANNER_TEXT = "Demo: no real payments";

/**
 * The runtime stylesheet of /demo-mode.css. The banner's words live here, not in the HTML, so a
 * real shop's prerendered pages never claim to be a demo (to a reader without CSS, a search
 * snippet); CSS-generated text is read by screen readers.
 */
export function demoModeStylesheet(demo = isDemoMode()) {
  if (!demo) return "/* DEMO_MODE is off: the demo banner stays hidden. */\n";
  return `.${DEMO_BANNER_CLASS}{display:block}\n.${DEMO_BANNER_CLASS}::before{content:${JSON.stringify(DEMO_BANNER_TEXT)}}\n`;
}
