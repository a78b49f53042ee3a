import "server-only";
import { env } from ".";
import { demoBannerText } from "./demo";

/** The banner's class (components/layout/demo-banner.tsx); hidden by app/globals.css. */
export const DEMO_BANNER_CLASS = "demo-banner";

/**
 * The runtime stylesheet of /demo-mode.css, naming the parts that are a demo. The banner's words live here, not in the HTML, so a
 * real shop's prerendered pages never claim to be a demo (to a reader without CSS, a search
 * snippet); CSS-generated text is read by screen readers.
 */
export function demoModeStylesheet(text = demoBannerText(env())) {
  if (!text) return "/* No demo declared (DEMO_MODE, AI_DEMO): the demo banner stays hidden. */\n";
  return `.${DEMO_BANNER_CLASS}{display:block}\n.${DEMO_BANNER_CLASS}::before{content:${JSON.stringify(text)}}\n`;
}
