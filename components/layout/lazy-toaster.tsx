"use client";
import { useEffect, useRef, useState } from "react";
import { registerToaster } from "@/lib/utils/notify";

type Sonner = typeof import("sonner");

/**
 * The one toast area of the app, mounted when the first toast is shown (see lib/utils/notify).
 * One toast at a time (a new one replaces the old), 5 s auto-close, swipe right to dismiss.
 */
export function LazyToaster() {
  const [sonner, setSonner] = useState<Sonner | null>(null);
  const onMounted = useRef<(() => void) | null>(null);

  useEffect(
    () =>
      registerToaster(
        (loaded) =>
          new Promise<void>((resolve) => {
            onMounted.current = resolve;
            setSonner(() => loaded);
          }),
      ),
    [],
  );

  // Runs after the Toaster's own effects, so it is listening before the first toast is sent.
  useEffect(() => {
    if (sonner) onMounted.current?.();
  }, [sonner]);

  if (!sonner) return null;
  const { Toaster } = sonner;
  return (
    <Toaster
      visibleToasts={1}
      duration={5000}
      swipeDirections={["right"]}
      richColors
      closeButton
      position="bottom-right"
      // Above a fixed bottom bar when a page has one (the wizard's step footer, globals.css).
      offset={{ bottom: "var(--toast-offset-bottom, 24px)" }}
      mobileOffset={{ bottom: "var(--toast-offset-bottom, 16px)" }}
    />
  );
}
