import { createElement } from "react";
import type { IconNode } from "lucide";

/**
 * The product's one way to draw an icon: a Lucide icon's data (the `lucide` package) as plain
 * SVG, the same in server and client components (no hooks, no context). lucide-react's icons are
 * client components (they read a React context), so each one on a server-rendered page went into
 * the page's RSC payload and was rendered again during hydration (decision 084); this draws the
 * same icons without that. Decorative: hidden from assistive technology; a button that shows only
 * an icon carries its own aria-label.
 */
export function StaticIcon({
  icon,
  className,
  strokeWidth = 2,
  "data-outward": outward,
}: {
  icon: IconNode;
  className?: string;
  strokeWidth?: number;
  /** Marks the outward-arrow of a link that leaves the site (issue 31), for tests and styles. */
  "data-outward"?: boolean;
}) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      data-outward={outward || undefined}
    >
      {icon.map(([tag, attributes], i) => createElement(tag, { key: i, ...attributes }))}
    </svg>
  );
}
