import { useSyncExternalStore } from "react";

const noChanges = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true from the render after: a control
 * whose work needs the page's script (a click handler, a file picker) is disabled until then, so
 * a click that would be lost without a word is refused visibly (and automation waits for it).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
