import { ExternalLink } from "lucide";
import { StaticIcon } from "./static-icon";

/** The host a link leaves for ("capcut.com"), without "www."; null for a link that stays on the site. */
export function outwardHost(href: string): string | null {
  if (!/^https?:\/\//i.test(href)) return null;
  try {
    return new URL(href).hostname.replace(/^www\./, "");
  } catch {
    return null;
  }
}

/**
 * What every link that leaves the site carries (issue 31): an outward-arrow icon, and for screen
 * readers "(opens capcut.com)", so nobody is taken elsewhere without being told.
 */
export function OutwardMark({ href }: { href: string }) {
  const host = outwardHost(href);
  if (!host) return null;
  return (
    <>
      <StaticIcon icon={ExternalLink} className="size-4 shrink-0" data-outward />
      <span className="sr-only"> (opens {host})</span>
    </>
  );
}
