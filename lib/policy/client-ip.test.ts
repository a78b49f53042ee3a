import { clientIp } from "./rate-limit.server";

// The app's server appends the socket's peer address to X-Forwarded-For
// (server/client-address.cjs), so the rightmost entry is whoever connected.
const headers = (xff?: string) => new Headers(xff === undefined ? {} : { "x-forwarded-for": xff });

describe("clientIp", () => {
  it("by default takes the peer address, never what the client wrote in front of it", () => {
    expect(clientIp(headers("6.6.6.6, 127.0.0.1"))).toBe("127.0.0.1");
    expect(clientIp(headers("1.1.1.1, 2.2.2.2, 203.0.113.7"))).toBe("203.0.113.7");
    expect(clientIp(headers("::1"))).toBe("0:0:0:0::/64");
  });

  it("with proxies of ours in front, takes the address the outermost one appended", () => {
    // One load balancer: it appended the client, the app appended the balancer.
    expect(clientIp(headers("6.6.6.6, 203.0.113.7, 10.0.0.2"), 1)).toBe("203.0.113.7");
    expect(clientIp(headers("6.6.6.6, 203.0.113.7, 10.0.0.3, 10.0.0.2"), 2)).toBe("203.0.113.7");
    // A shorter chain than configured: the leftmost entry is the best there is.
    expect(clientIp(headers("203.0.113.7"), 2)).toBe("203.0.113.7");
  });

  it("ignores X-Real-IP, which nothing of ours writes", () => {
    expect(clientIp(new Headers({ "x-forwarded-for": "127.0.0.1", "x-real-ip": "198.51.100.4" }))).toBe("127.0.0.1");
    expect(clientIp(new Headers({ "x-real-ip": "198.51.100.4" }))).toBe("local");
  });

  it("answers an IPv6 client as its /64, so a subscriber cannot rotate through its addresses (issue 42)", () => {
    expect(clientIp(headers("2001:db8:42:7::1"))).toBe("2001:db8:42:7::/64");
    expect(clientIp(headers("2001:db8:42:7:dead:beef:0:1"))).toBe("2001:db8:42:7::/64");
    expect(clientIp(headers("::ffff:203.0.113.7"))).toBe("203.0.113.7");
  });
});
