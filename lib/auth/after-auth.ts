"use client";
// Browser-side memory of the sign-in flow (spec section 4), kept in sessionStorage so it lasts
// for the tab only: where to go after signing in, and the e-mail awaiting a password setup link.
const REDIRECT_KEY = "redirectAfterAuth";
const SETUP_EMAIL_KEY = "passwordSetupEmail";

/** Only same-site paths ("/user/...", never "//evil.example" or "https://..."): no open redirect. */
function isSafePath(path: string | null): path is string {
  return Boolean(path && path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\"));
}

export function rememberRedirectAfterAuth(path: string) {
  if (isSafePath(path)) sessionStorage.setItem(REDIRECT_KEY, path);
}

/** The stored path, removed once read, or undefined. */
export function takeRedirectAfterAuth(): string | undefined {
  const path = sessionStorage.getItem(REDIRECT_KEY);
  sessionStorage.removeItem(REDIRECT_KEY);
  return isSafePath(path) ? path : undefined;
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
