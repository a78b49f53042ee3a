import { clientIp } from "./rate-limit.server";

// Issue 29 item 5: behind a load balancer with TRUSTED_PROXY_HOPS left at 0, every client shares
// the balancer's address. Requests that arrive with X-Forwarded-For (the hook appended the peer
// to it, so the chain has two entries or more) say a proxy is in front: the server warns once.
it("warns once, naming TRUSTED_PROXY_HOPS, when X-Forwarded-For arrives while no proxy hop is trusted", () => {
  const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
  try {
    expect(clientIp(new Headers({ "x-forwarded-for": "10.0.0.2" }), 0)).toBe("10.0.0.2");
    expect(warn).not.toHaveBeenCalled();
    expect(clientIp(new Headers({ "x-forwarded-for": "203.0.113.7, 10.0.0.2" }), 1)).toBe("203.0.113.7");
    expect(warn).not.toHaveBeenCalled();

    expect(clientIp(new Headers({ "x-forwarded-for": "203.0.113.7, 10.0.0.2" }), 0)).toBe("10.0.0.2");
    expect(clientIp(new Headers({ "x-forwarded-for": "198.51.100.1, 10.0.0.2" }), 0)).toBe("10.0.0.2");
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/TRUSTED_PROXY_HOPS/);
  } finally {
    warn.mockRestore();
  }
});
