import "server-only";
import type { NextRequest } from "next/server";
import { readSession, sessionCookieName } from "@/lib/auth/session.server";

/** The session of a route handler's request, read from its own cookie header. */
export function currentRequestSession(request: NextRequest) {
  return readSession(request.cookies.get(sessionCookieName())?.value);
}
