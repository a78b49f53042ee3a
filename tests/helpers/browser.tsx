// Helpers for component tests (jsdom): a fake fetch that answers per "METHOD path", and the
// app's query client around the component under test.
import { render } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { makeQueryClient } from "@/lib/query/query-client";
import { SIGNED_IN_HINT_COOKIE } from "@/lib/auth/signed-in-hint";

type Answer = { status: number; body?: unknown } | (() => Promise<Response>);

// jsdom has no Response class; the app's fetch helper reads only these members.
export function fakeResponse(status: number, body: unknown) {
  const text = body === undefined ? "" : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: String(status),
    text: async () => text,
    json: async () => JSON.parse(text),
  } as unknown as Response;
}

const sentHeaders = new WeakMap<object, Record<string, string>>();
/** The headers a recorded call sent (lower-cased names); kept apart so call records compare as before. */
export function headersOf(call: object): Record<string, string> {
  return sentHeaders.get(call) ?? {};
}

export function fakeFetch(answers: Record<string, Answer>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = (init.method ?? "GET").toUpperCase();
    const path = String(input);
    const headers = Object.fromEntries(Object.entries((init.headers as Record<string, string> | undefined) ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
    const call = { method, path, body: init.body ? JSON.parse(String(init.body)) : undefined };
    sentHeaders.set(call, headers);
    calls.push(call);
    const answer = answers[`${method} ${path}`] ?? { status: 404, body: { message: "Not found" } };
    if (typeof answer === "function") return answer();
    return fakeResponse(answer.status, answer.body);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return calls;
}

export function renderWithQueries(ui: React.ReactElement) {
  const client = makeQueryClient();
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}

/** What a sign-in response leaves in the browser: the readable hint beside the HttpOnly session. */
export function markBrowserSignedIn() {
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; path=/`;
}
