import "server-only";
import { NextResponse } from "next/server";
import { createSession, sessionCookieName, sessionCookieOptions } from "./session.server";
import { signedInHintOptions } from "./session-cookie";
import { SIGNED_IN_HINT_COOKIE } from "./signed-in-hint";
import { sessionClientOf } from "./session-client.server";

/**
 * Starts a new session for the user (a fresh id: rotation) and sets its cookie on the response.
 * `headers` (the sign-in request's) record the device and masked address the account page lists.
 */
export async function attachNewSession(response: NextResponse, userId: string, headers?: Headers) {
  const { cookieValue } = await createSession(userId, headers && sessionClientOf(headers));
  response.cookies.set(sessionCookieName(), cookieValue, sessionCookieOptions());
  response.cookies.set(SIGNED_IN_HINT_COOKIE, "1", signedInHintOptions());
  return response;
}

/** Clears the session cookie (and its signed-in hint) on the response. */
export function clearSessionCookie(response: NextResponse) {
  response.cookies.set(sessionCookieName(), "", sessionCookieOptions(0));
  response.cookies.set(SIGNED_IN_HINT_COOKIE, "", signedInHintOptions(0));
  return response;
}
