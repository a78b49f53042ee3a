import { createElement } from "react";
import type { IconNode } from "lucide";

/**
 * A Lucide icon drawn as plain SVG on the server, for pages whose icons never change. The icons
 * of lucide-react are client components (they read a React context), so each one on a
 * server-rendered page went into the page's RSC payload as a client component and was rendered
 * again in the browser during hydration. Decorative: hidden from assistive technology.
 */
export function StaticIcon({ icon, className, strokeWidth = 2 }: { icon: IconNode; className?: string; strokeWidth?: number }) {
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
    >
      {icon.map(([tag, attributes], i) => createElement(tag, { key: i, ...attributes }))}
    </svg>
  );
}
