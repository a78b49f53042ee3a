"use client";
import { useEffect } from "react";
import type { LatestWinsSaver } from "./latest-wins";

/**
 * Leaving the step (unmount) sends an edit still waiting for its pause; closing or reloading the
 * tab while one is unsent asks the browser to confirm, so a quick reload cannot drop it silently.
 */
export function usePendingSaveGuard<T>(saver: LatestWinsSaver<T>) {
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!saver.busy) return;
      saver.flush();
      event.preventDefault();
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      saver.flush();
    };
  }, [saver]);
}
