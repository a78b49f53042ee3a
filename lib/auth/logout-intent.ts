// Opening /logout signs out only when this tab's own Logout link sent the visitor there. A link
// or redirect from another site (or a prefetch, or a GET by any tool) reaches /logout without it
// and gets a confirm button instead: no GET ends a session (decision 097). sessionStorage
// belongs to this origin and tab, so another site cannot set it.
const KEY = "logout-intent";
const VALID_MS = 10_000;

/** Called by the header's and footer's Logout links as they are clicked. */
export function markLogoutIntent() {
  try {
    sessionStorage.setItem(KEY, String(Date.now()));
  } catch {
    // Storage disabled: /logout asks for confirmation instead.
  }
}

/** Whether this tab's Logout link was clicked in the last few seconds. */
export function logoutIntended(): boolean {
  try {
    const at = Number(sessionStorage.getItem(KEY));
    return at > 0 && Date.now() - at < VALID_MS;
  } catch {
    return false;
  }
}

/** Used once: a later visit to /logout asks again. */
export function clearLogoutIntent() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
