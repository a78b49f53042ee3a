import "server-only";
import { cookies } from "next/headers";
import { readSession, sessionCookieName } from "./session.server";

/** The signed-in user for server components and pages (reads the request's cookie). */
export async function currentSession() {
  const jar = await cookies();
  return readSession(jar.get(sessionCookieName())?.value);
}
