// A readable companion of the HttpOnly session cookie. It only says "this browser may be signed
// in", so static pages skip asking /api/user for visitors who never signed in (that request
// would answer 401 on every marketing page view). The server never trusts it: /api/user and the
// session row decide. See docs/decisions/033-signed-in-hint.md.
export const SIGNED_IN_HINT_COOKIE = "signed_in";

/** True when the hint cookie is present in this browser. */
export function hasSignedInHint(cookies: string = typeof document === "undefined" ? "" : document.cookie) {
  return cookies.split(";").some((part) => part.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
}

/** Drops a hint that outlived its session (expired, revoked or logged out elsewhere). */
export function forgetSignedInHint() {
  if (typeof document === "undefined") return;
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}
