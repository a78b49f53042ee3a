// The session cookie itself: name, options and seal. No database access, so proxy.ts can use it.
import { sealData, unsealData } from "iron-session";
import { isProduction, sessionSecret } from "@/lib/env";

/** Absolute lifetime: a session ends 30 days after sign-in, however much it is used. */
export const SESSION_TTL_SECONDS = 60 * 60 * 24 * 30;
/** Idle timeout: a session not used for 7 days ends (docs/decisions/093). */
export const SESSION_IDLE_SECONDS = 60 * 60 * 24 * 7;
/** Use is written to the session row at most this often, not on every request. */
export const SESSION_SEEN_REFRESH_SECONDS = 60 * 60;

export function sessionCookieName() {
  // __Host- requires Secure, so it is used where cookies are Secure (production).
  return isProduction() ? "__Host-session" : "session";
}

export function sessionCookieOptions(maxAge = SESSION_TTL_SECONDS) {
  return { httpOnly: true, sameSite: "lax" as const, secure: isProduction(), path: "/", maxAge };
}

/** The readable signed-in hint lives exactly as long as the session cookie beside it. */
export function signedInHintOptions(maxAge = SESSION_TTL_SECONDS) {
  return { ...sessionCookieOptions(maxAge), httpOnly: false };
}

type SealedSession = { sid: string };

export async function sealSessionId(sid: string) {
  return sealData({ sid } satisfies SealedSession, { password: sessionSecret(), ttl: SESSION_TTL_SECONDS });
}

/** The session id inside a cookie value, or null if the seal is missing, forged or expired. */
export async function unsealSessionId(cookieValue: string | undefined | null): Promise<string | null> {
  if (!cookieValue) return null;
  try {
    const data = await unsealData<SealedSession>(cookieValue, { password: sessionSecret(), ttl: SESSION_TTL_SECONDS });
    return typeof data?.sid === "string" && data.sid ? data.sid : null;
  } catch {
    return null;
  }
}
