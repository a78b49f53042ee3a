"use client";
import Link from "next/link";
import { useState, type ComponentProps } from "react";

/**
 * A Link that prefetches its route once the visitor shows intent (pointer over it, keyboard
 * focus, a touch) instead of as soon as it scrolls into view. A marketing page links to /auth,
 * /checkout and its sibling pages; prefetching all of them on arrival cost a phone visitor
 * about 50 kB of script for pages most never open (docs/decisions/033). This is Next's
 * documented hover-prefetch pattern: `prefetch={false}` until intent, then the default.
 */
export function IntentLink({ onMouseEnter, onFocus, onTouchStart, ...props }: ComponentProps<typeof Link>) {
  const [intent, setIntent] = useState(false);
  return (
    <Link
      {...props}
      prefetch={intent ? null : false}
      onMouseEnter={(event) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
    />
  );
}
