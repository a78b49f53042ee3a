"use client";
import { useEffect } from "react";
import { usePathname } from "next/navigation";

/** Spec section 2: the page scrolls to the top on every route change. */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
