import { apiRequest, getJson, serverMessage } from "./client";

function mockFetch(status: number, body: string, statusText = "") {
  const fn = jest.fn().mockResolvedValue(new Response(body || null, { status, statusText }));
  global.fetch = fn as unknown as typeof fetch;
  return fn;
}

describe("api client", () => {
  it("sends credentials and JSON", async () => {
    const fn = mockFetch(200, "{}");
    await apiRequest("POST", "/api/x", { a: 1 });
    expect(fn).toHaveBeenCalledWith("/api/x", expect.objectContaining({ credentials: "include", body: '{"a":1}' }));
  });

  it("raises 'status: body' for a non-OK response", async () => {
    mockFetch(400, '{"message":"Bad thing"}');
    await expect(apiRequest("POST", "/api/x", {})).rejects.toThrow('400: {"message":"Bad thing"}');
  });

  it("uses the status text when the body is empty", async () => {
    mockFetch(500, "", "Internal Server Error");
    await expect(apiRequest("GET", "/api/x")).rejects.toThrow("500: Internal Server Error");
  });

  it("returns null on 401 for auth queries", async () => {
    mockFetch(401, '{"message":"Not authenticated"}');
    await expect(getJson("/api/user", { on401: "returnNull" })).resolves.toBeNull();
  });

  it("extracts the server message", () => {
    expect(serverMessage(new Error('401: {"message":"Invalid email or password"}'))).toBe("Invalid email or password");
    expect(serverMessage(new Error("500: oops"))).toBe("oops");
  });
});
