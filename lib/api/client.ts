// Browser-side calls to the app's API, with the spec's error rule: a non-OK response becomes an
// Error whose message is "<status>: <body text>" (or the status text when the body is empty).
// Credentials are included on every call.
export async function throwIfNotOk(res: Response) {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new Error(`${res.status}: ${text}`);
}

/** POST JSON with credentials, returning the raw Response (for callers that read non-OK bodies). */
export function postJson(url: string, data: unknown): Promise<Response> {
  return fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, credentials: "include", body: JSON.stringify(data) });
}

export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data === undefined ? {} : { "Content-Type": "application/json" },
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

// The "<status>: " that throwIfNotOk puts before a non-OK answer's body.
const HTTP_ERROR_PREFIX = /^\d{3}: /;

/** Whether apiRequest's error is a server's answer (status and body) rather than no answer. */
export function isHttpError(error: unknown): boolean {
  return error instanceof Error && HTTP_ERROR_PREFIX.test(error.message);
}

/** The server's { message } out of an error thrown by apiRequest, if there is one. */
export function serverMessage(error: unknown): string | undefined {
  const text = error instanceof Error ? error.message : "";
  const body = text.replace(HTTP_ERROR_PREFIX, "");
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === "string" ? parsed.message : undefined;
  } catch {
    return body || undefined;
  }
}
