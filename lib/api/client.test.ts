import { ApiError, apiRequest, getJson, serverMessage, throwIfNotOk } from "./client";

function mockFetch(status: number, body: string, statusText = "") {
  const fn = jest.fn().mockResolvedValue(new Response(body || null, { status, statusText }));
  global.fetch = fn as unknown as typeof fetch;
  return fn;
}

async function caught(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a rejection");
}

describe("api client", () => {
  it("sends credentials and JSON", async () => {
    const fn = mockFetch(200, "{}");
    await apiRequest("POST", "/api/x", { a: 1 });
    expect(fn).toHaveBeenCalledWith("/api/x", expect.objectContaining({ credentials: "include", body: '{"a":1}' }));
  });

  it("raises an ApiError with the status, the parsed body and the server's message", async () => {
    mockFetch(409, '{"message":"Already connected","reconnect":true}');
    const error = await caught(apiRequest("POST", "/api/x", {}));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, body: { message: "Already connected", reconnect: true }, serverMessage: "Already connected" });
    // The spec's text of the error stays "<status>: <body text>".
    expect((error as Error).message).toBe('409: {"message":"Already connected","reconnect":true}');
  });

  it("keeps a body that is not JSON as text, and uses the status text when the body is empty", async () => {
    mockFetch(502, "Bad gateway from the proxy");
    expect(await caught(apiRequest("GET", "/api/x"))).toMatchObject({ status: 502, body: "Bad gateway from the proxy", serverMessage: undefined });
    mockFetch(500, "", "Internal Server Error");
    const empty = await caught(apiRequest("GET", "/api/x"));
    expect(empty).toMatchObject({ status: 500, body: null, message: "500: Internal Server Error" });
  });

  it("returns null on 401 for auth queries, and raises otherwise", async () => {
    mockFetch(401, '{"message":"Not authenticated"}');
    await expect(getJson("/api/user", { on401: "returnNull" })).resolves.toBeNull();
    mockFetch(401, '{"message":"Not authenticated"}');
    await expect(getJson("/api/user")).rejects.toMatchObject({ status: 401, serverMessage: "Not authenticated" });
  });

  it("throwIfNotOk lets an OK response through", async () => {
    await expect(throwIfNotOk(new Response("{}", { status: 200 }))).resolves.toBeUndefined();
  });

  it("serverMessage reads only the server's answer, never another error's text", () => {
    expect(serverMessage(new ApiError(401, { message: "Invalid email or password" }, "..."))).toBe("Invalid email or password");
    expect(serverMessage(new ApiError(400, { errors: [] }, "..."))).toBeUndefined();
    expect(serverMessage(new TypeError("Failed to fetch"))).toBeUndefined();
    // A thrown text that merely looks like an answer is not one.
    expect(serverMessage(new Error('400: {"message":"spoofed"}'))).toBeUndefined();
  });
});
