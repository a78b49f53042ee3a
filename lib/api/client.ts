// Browser-side calls to the app's API. Every call includes credentials. A non-OK response is
// raised as one typed ApiError (decision 121): its status, its parsed body and the server's
// `{ message }`, so callers read fields instead of matching the error text. The error's own
// message keeps the spec's form, "<status>: <body text>" (or the status text when the body is
// empty), for anything that shows or logs it.
export class ApiError extends Error {
  override readonly name = "ApiError";

  constructor(
    readonly status: number,
    /** The answer's body: parsed JSON, or the text when it is not JSON, or null when empty. */
    readonly body: unknown,
    text: string,
  ) {
    super(`${status}: ${text}`);
  }

  /** The `{ message }` the app's routes answer with (lib/server/route.server.ts), when the body has one. */
  get serverMessage(): string | undefined {
    const message = (this.body as { message?: unknown } | null)?.message;
    return typeof message === "string" ? message : undefined;
  }
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Raises ApiError for a non-OK response; for callers that fetch themselves (uploads, streams). */
export async function throwIfNotOk(res: Response) {
  if (res.ok) return;
  const text = await res.text();
  throw new ApiError(res.status, parseBody(text), text || res.statusText);
}

/** What a create sends (decision 185): `idempotencyKey` makes a replay of it return the first answer. */
export type RequestOptions = { idempotencyKey?: string };

/**
 * A fresh Idempotency-Key for one click. Random bytes rather than crypto.randomUUID, which
 * browsers offer only on https and localhost (a phone trying the app over the LAN has neither).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

function headersFor(hasBody: boolean, options: RequestOptions): Record<string, string> {
  return {
    ...(hasBody ? { "Content-Type": "application/json" } : {}),
    ...(options.idempotencyKey ? { "Idempotency-Key": options.idempotencyKey } : {}),
  };
}

/** POST JSON with credentials, returning the raw Response (for callers that read non-OK bodies). */
export function postJson(url: string, data: unknown, options: RequestOptions = {}): Promise<Response> {
  return fetch(url, { method: "POST", headers: headersFor(true, options), credentials: "include", body: JSON.stringify(data) });
}

export async function apiRequest(method: string, url: string, data?: unknown, options: RequestOptions = {}): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: headersFor(data !== undefined, options),
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: "include",
  });
  await throwIfNotOk(res);
  return res;
}

/** GET JSON; with on401 "returnNull" a 401 yields null instead of an error (auth queries). */
export async function getJson<T>(url: string, options: { on401?: "returnNull" | "throw" } = {}): Promise<T | null> {
  const res = await fetch(url, { credentials: "include" });
  if (options.on401 === "returnNull" && res.status === 401) return null;
  await throwIfNotOk(res);
  return (await res.json()) as T;
}

/** The server's `{ message }` when `error` is the server's answer; undefined for anything else (offline, a bug). */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}
