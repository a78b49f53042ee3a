import { useSyncExternalStore } from "react";

const noChanges = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true from the render after: a control
 * whose work needs the page's script (a click handler, a file picker) is disabled until then, so
 * the page says it cannot take the click yet (to assistive technology and to automation, which
 * waits) instead of dropping it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
