import { clientIp } from "./rate-limit";

const headers = (xff?: string, realIp?: string) =>
  new Headers({ ...(xff === undefined ? {} : { "x-forwarded-for": xff }), ...(realIp ? { "x-real-ip": realIp } : {}) });

describe("clientIp", () => {
  it("takes the address our proxy appended, not what the client wrote in front of it", () => {
    expect(clientIp(headers("6.6.6.6, 203.0.113.7"))).toBe("203.0.113.7");
    expect(clientIp(headers("1.1.1.1, 2.2.2.2, 203.0.113.7"))).toBe("203.0.113.7");
  });

  it("with two proxies in front, takes the address the outer one appended", () => {
    expect(clientIp(headers("6.6.6.6, 203.0.113.7, 10.0.0.2"), 2)).toBe("203.0.113.7");
    // A shorter chain than configured: the leftmost entry is the best there is.
    expect(clientIp(headers("203.0.113.7"), 2)).toBe("203.0.113.7");
  });

  it("uses the peer address next start writes when no proxy is in front", () => {
    expect(clientIp(headers("::1"))).toBe("::1");
  });

  it("falls back to X-Real-IP, then to one shared bucket", () => {
    expect(clientIp(headers(" , ", "198.51.100.4"))).toBe("198.51.100.4");
    expect(clientIp(headers())).toBe("local");
  });
});
