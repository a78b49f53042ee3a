import { maskIp, sessionClientOf } from "./session-client.server";

it("masks the last IPv4 octet and an IPv6 address past its /48", () => {
  expect(maskIp("203.0.113.42")).toBe("203.0.113.x");
  expect(maskIp("::ffff:198.51.100.7")).toBe("198.51.100.x");
  expect(maskIp("2001:db8:1:2::3")).toBe("2001:db8:1::/48");
  expect(maskIp("2001:db8::1")).toBe("2001:db8:0::/48");
  expect(maskIp("local")).toBe("local");
});

it("stores the user agent cut short and never the full address", () => {
  const client = sessionClientOf(new Headers({ "user-agent": "x".repeat(500), "x-forwarded-for": "203.0.113.42" }));
  expect(client.userAgent).toHaveLength(300);
  expect(client.ipMasked).toBe("203.0.113.x");
});
