"use client";
// Browser-side memory of the sign-in flow (spec section 4), kept in sessionStorage so it lasts
// for the tab only: where to go after signing in, and the e-mail awaiting a password setup link.
const REDIRECT_KEY = "redirectAfterAuth";
const SETUP_EMAIL_KEY = "passwordSetupEmail";

const SAME_SITE = "http://same-site.invalid";

/**
 * The same-site path (with query and hash) that `raw` names, or undefined: never another site.
 * "//evil.example" and "https://..." are refused, before and after normalising the path ("/.//x",
 * "/%2e//x"), and so is any backslash or control character,
 * since browsers read "\\" as "/" and drop tabs and newlines ("/\t/evil.example" is "//evil.example").
 */
export function safeRedirectPath(raw: string | null | undefined): string | undefined {
  if (!raw || !raw.startsWith("/") || /[\\\u0000-\u001f\u007f]/.test(raw)) return undefined;
  // Normalise first (dot segments, "%2e"), then judge what is left: "/.//evil.example" becomes
  // "//evil.example", which a browser reads as another site (issue 29 item 7).
  const url = new URL(raw, SAME_SITE);
  const path = url.pathname + url.search + url.hash;
  if (url.origin !== SAME_SITE || path.startsWith("//") || path.startsWith("/\\")) return undefined;
  return path;
}

/** The sign-in page, told to come back to `path` afterwards (read by rememberRedirectFromQuery). */
export function signInHref(path: string) {
  const safe = safeRedirectPath(path);
  return safe ? `/auth?next=${encodeURIComponent(safe)}` : "/auth";
}

export function rememberRedirectAfterAuth(path: string) {
  const safe = safeRedirectPath(path);
  if (safe) sessionStorage.setItem(REDIRECT_KEY, safe);
}

/** Stores the `next` path of the sign-in page's query (see signInHref), when it is a safe one. */
export function rememberRedirectFromQuery(search: string) {
  const next = new URLSearchParams(search).get("next");
  if (next) rememberRedirectAfterAuth(next);
}

/** The stored path, removed once read, or undefined. */
export function takeRedirectAfterAuth(): string | undefined {
  const path = sessionStorage.getItem(REDIRECT_KEY);
  sessionStorage.removeItem(REDIRECT_KEY);
  return safeRedirectPath(path);
}

export function rememberPasswordSetupEmail(email: string) {
  sessionStorage.setItem(SETUP_EMAIL_KEY, email);
}

export function passwordSetupEmail(): string | null {
  return sessionStorage.getItem(SETUP_EMAIL_KEY);
}

export function forgetPasswordSetupEmail() {
  sessionStorage.removeItem(SETUP_EMAIL_KEY);
}
