import dns from "node:dns";
import { listen } from "@/tests/stand-ins/server";
import { BlockedDestinationError, checkDestination, guardedFetch, OutboundFetchError } from "./guarded-fetch.server";

// Real servers on 127.0.0.1: "provider" is the operator's configured LEONARDO_BASE_URL origin
// (trusted exactly, decision 088); "victim" is any other loopback service, which must never
// receive a request, however the URL is dressed up.
type Server = Awaited<ReturnType<typeof listen>>;
let provider: Server;
let victim: Server;
let victimHits = 0;
const victimPort = () => new URL(victim.url).port;

beforeAll(async () => {
  victim = await listen((_req, res) => {
    victimHits += 1;
    res.end("internal secret");
  });
  provider = await listen((req, res) => {
    const path = req.url ?? "/";
    if (path === "/ok") return void res.end("hello");
    if (path === "/to-victim") return void res.writeHead(302, { location: `${victim.url}/admin` }).end();
    if (path === "/to-ok") return void res.writeHead(301, { location: "/ok" }).end();
    if (path === "/loop") return void res.writeHead(302, { location: "/loop" }).end();
    if (path === "/declared-big") return void res.writeHead(200, { "content-length": "5000" }).end("x".repeat(5000));
    if (path === "/streamed-big") {
      res.writeHead(200); // chunked: no length given, the cap must count
      for (let i = 0; i < 10; i++) res.write("y".repeat(1000));
      return void res.end();
    }
    if (path === "/error") return void res.writeHead(500).end("stack trace with internal details");
    if (path === "/slow-body") return void res.writeHead(200).write("partial");
    // "/slow": never answers
  });
  process.env.LEONARDO_BASE_URL = `${provider.url}/api/rest/v1`;
  process.env.OUTBOUND_FETCH_HOSTS = "cdn.leonardo.ai,*.leonardo.ai";
});
afterAll(async () => {
  await Promise.all([provider.close(), victim.close()]);
});
afterEach(() => jest.restoreAllMocks());

const options = { maxBytes: 1024, timeoutMs: 2000 };
const lookup = () => jest.spyOn(dns.promises, "lookup") as unknown as jest.Mock;

describe("refused destinations: nothing is sent", () => {
  it.each([
    ["the cloud metadata service", () => "http://169.254.169.254/latest/meta-data/iam/security-credentials/"],
    ["loopback by IPv4", () => `http://127.0.0.1:${victimPort()}/admin`],
    ["loopback by IPv6", () => `http://[::1]:${victimPort()}/`],
    ["loopback as an IPv4-mapped IPv6 address", () => `https://[::ffff:127.0.0.1]:${victimPort()}/`],
    ["an https IP literal", () => "https://127.0.0.1/"],
    ["a local file", () => "file:///etc/passwd"],
    ["another scheme", () => "gopher://127.0.0.1:6379/_FLUSHALL"],
    ["an allowed host on another port", () => "https://cdn.leonardo.ai:8443/x.jpg"],
    ["an allowed host with credentials", () => "https://user:secret@cdn.leonardo.ai/x.jpg"],
    ["a host off the allow-list", () => "https://internal.example/x.jpg"],
    ["an allowed host over plain http", () => "http://cdn.leonardo.ai/x.jpg"],
    ["not a URL", () => "not a url"],
  ])("%s", async (_name, url) => {
    const dnsCalls = lookup();
    await expect(guardedFetch(url(), options)).rejects.toBeInstanceOf(BlockedDestinationError);
    expect(dnsCalls).not.toHaveBeenCalled();
    expect(victimHits).toBe(0);
  });

  it.each([
    ["127.0.0.1", [{ address: "127.0.0.1", family: 4 }]],
    ["the metadata address", [{ address: "169.254.169.254", family: 4 }]],
    ["an IPv4-mapped loopback", [{ address: "::ffff:127.0.0.1", family: 6 }]],
    [
      "a public and a private address",
      [
        { address: "93.184.216.34", family: 4 },
        { address: "10.0.0.5", family: 4 },
      ],
    ],
  ])("an allowed host name that resolves to %s", async (_name, answer) => {
    const dnsCalls = lookup().mockResolvedValue(answer);
    await expect(guardedFetch("https://images.leonardo.ai/x.png", options)).rejects.toBeInstanceOf(BlockedDestinationError);
    expect(dnsCalls).toHaveBeenCalledWith("images.leonardo.ai", expect.objectContaining({ all: true }));
    expect(victimHits).toBe(0);
  });

  it("pins the checked public address for the connection", async () => {
    lookup().mockResolvedValue([{ address: "93.184.216.34", family: 4 }]);
    await expect(checkDestination(new URL("https://cdn.leonardo.ai/a.jpg"))).resolves.toEqual({ address: "93.184.216.34", family: 4 });
  });

  it("connects to the checked address without asking DNS again (no rebinding window)", async () => {
    // The first answer is public; a second lookup would be loopback. Only the first may count.
    const checked = lookup().mockResolvedValueOnce([{ address: "203.0.114.1", family: 4 }]);
    checked.mockResolvedValue([{ address: "127.0.0.1", family: 4 }]);
    const systemLookup = jest.spyOn(dns, "lookup");
    await expect(guardedFetch("https://cdn.leonardo.ai/x.jpg", { maxBytes: 1024, timeoutMs: 500 })).rejects.toBeInstanceOf(OutboundFetchError);
    expect(checked).toHaveBeenCalledTimes(1);
    expect(systemLookup).not.toHaveBeenCalled();
    expect(victimHits).toBe(0);
  });

  it("re-checks a redirect from the trusted provider and refuses one to loopback", async () => {
    await expect(guardedFetch(`${provider.url}/to-victim`, options)).rejects.toBeInstanceOf(BlockedDestinationError);
    expect(victimHits).toBe(0);
  });
});

describe("the trusted provider origin", () => {
  it("is fetched, and a redirect within it is followed", async () => {
    expect((await guardedFetch(`${provider.url}/ok`, options)).body.toString()).toBe("hello");
    expect((await guardedFetch(`${provider.url}/to-ok`, options)).body.toString()).toBe("hello");
  });

  it("follows at most three redirects, and none for an upload", async () => {
    await expect(guardedFetch(`${provider.url}/loop`, options)).rejects.toMatchObject({ reason: "redirects" });
    await expect(guardedFetch(`${provider.url}/to-ok`, { ...options, method: "POST", body: new Uint8Array([1]) })).rejects.toMatchObject({
      reason: "redirects",
    });
  });

  it("reports an error status without the remote body", async () => {
    const error = await guardedFetch(`${provider.url}/error`, options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutboundFetchError);
    expect(error).toMatchObject({ reason: "status", status: 500 });
    expect(String((error as Error).message)).not.toContain("internal details");
  });
});

describe("limits", () => {
  it("refuses a body over the byte cap, declared or streamed", async () => {
    await expect(guardedFetch(`${provider.url}/declared-big`, options)).rejects.toMatchObject({ reason: "too-large" });
    await expect(guardedFetch(`${provider.url}/streamed-big`, options)).rejects.toMatchObject({ reason: "too-large" });
    expect((await guardedFetch(`${provider.url}/streamed-big`, { ...options, maxBytes: 10_000 })).body.length).toBe(10_000);
  });

  it("gives up at the time limit, before the answer or in the middle of the body", async () => {
    for (const path of ["/slow", "/slow-body"]) {
      const started = Date.now();
      await expect(guardedFetch(`${provider.url}${path}`, { maxBytes: 1024, timeoutMs: 300 })).rejects.toMatchObject({ reason: "timeout" });
      expect(Date.now() - started).toBeLessThan(2000);
    }
  });
});
