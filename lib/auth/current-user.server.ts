import "server-only";
import { cache } from "react";
import { cookies } from "next/headers";
import { readSession, sessionCookieName } from "./session.server";

/**
 * The signed-in user for server components and pages (reads the request's cookie). Memoised for
 * the render of one request, so the layout's guard, the page and its metadata share one query
 * (decision 154); each new request reads the session afresh, so revocation still takes effect at once.
 */
export const currentSession = cache(async () => {
  const jar = await cookies();
  return readSession(jar.get(sessionCookieName())?.value);
});
