import { NextRequest } from "next/server";
import { createSession, sessionCookieName } from "@/lib/auth/session.server";

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

export type CallOptions = {
  method?: string;
  body?: unknown;
  /** Raw body (sent as is, e.g. invalid JSON, a signed webhook payload or an uploaded file). */
  rawBody?: string | Uint8Array<ArrayBuffer>;
  headers?: Record<string, string>;
  params?: Record<string, string>;
  /** The value of the session cookie, from signIn(). */
  session?: string;
  url?: string;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
export type CallResult<T = any> = { status: number; body: T; headers: Headers; setCookie: string | null };

/** Calls a route handler in-process the way Next would, and reads its JSON answer. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
export async function call<T = any>(handler: Handler, options: CallOptions = {}): Promise<CallResult<T>> {
  const method = options.method ?? (options.body !== undefined || options.rawBody !== undefined ? "POST" : "GET");
  const headers = new Headers(options.headers);
  // Bytes (an uploaded file) go as they are; any other body as JSON.
  const file = options.body instanceof Uint8Array ? (options.body as Uint8Array<ArrayBuffer>) : undefined;
  const text = options.rawBody ?? file ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined);
  if (options.body !== undefined && !headers.has("content-type")) headers.set("content-type", file ? "application/octet-stream" : "application/json");
  if (options.session) headers.append("cookie", `${sessionCookieName()}=${options.session}`);
  const req = new NextRequest(new URL(options.url ?? "/api/test", "http://localhost:3000"), { method, headers, body: text });
  const res = await handler(req, { params: Promise.resolve(options.params ?? {}) });
  const raw = await res.text();
  let body: unknown = raw;
  try {
    body = raw ? JSON.parse(raw) : null;
  } catch {
    // not JSON; keep the text
  }
  return { status: res.status, body: body as T, headers: res.headers, setCookie: res.headers.get("set-cookie") };
}

/** A session cookie value for a user, as if they had signed in. */
export async function signIn(userId: string) {
  return (await createSession(userId)).cookieValue;
}

/** Extracts the session cookie's value from a Set-Cookie header. */
export function sessionFromSetCookie(setCookie: string | null): string | undefined {
  const match = setCookie?.match(new RegExp(`${sessionCookieName()}=([^;]*)`));
  return match?.[1] || undefined;
}
