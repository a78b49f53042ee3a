import "server-only";
import { NextResponse } from "next/server";
import { createSession, sessionCookieName, sessionCookieOptions } from "./session";

/** Starts a new session for the user (a fresh id: rotation) and sets its cookie on the response. */
export async function attachNewSession(response: NextResponse, userId: string) {
  const { cookieValue } = await createSession(userId);
  response.cookies.set(sessionCookieName(), cookieValue, sessionCookieOptions());
  return response;
}

/** Clears the session cookie on the response. */
export function clearSessionCookie(response: NextResponse) {
  response.cookies.set(sessionCookieName(), "", sessionCookieOptions(0));
  return response;
}
