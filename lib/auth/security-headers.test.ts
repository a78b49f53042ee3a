import { NextRequest } from "next/server";

// env() is read once per module registry, so each case loads the modules under its own APP_ENV.
async function loadWith(vars: Record<string, string>) {
  jest.resetModules();
  Object.assign(process.env, vars);
  const { securityHeaders } = await import("./security-headers");
  const { proxy } = await import("@/proxy");
  return { securityHeaders, proxy };
}

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

const directives = (csp: string) =>
  new Map(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe("security headers", () => {
  it("sends a CSP that allows only the app and Stripe's hosts, and no framing", async () => {
    const { securityHeaders } = await loadWith({ APP_ENV: "test" });
    const csp = directives(securityHeaders()["Content-Security-Policy"]);
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("script-src")).toContain("https://js.stripe.com");
    expect(csp.get("frame-src")).toEqual(expect.arrayContaining(["https://js.stripe.com", "https://hooks.stripe.com"]));
    expect(csp.get("connect-src")).toContain("https://api.stripe.com");
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("script-src")).not.toContain("*");
  });

  it("sets nosniff, Referrer-Policy and no HSTS outside production", async () => {
    const { securityHeaders } = await loadWith({ APP_ENV: "development" });
    const headers = securityHeaders();
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["X-Frame-Options"]).toBe("DENY");
    expect(headers["Strict-Transport-Security"]).toBeUndefined();
  });

  it("adds HSTS in production", async () => {
    const { securityHeaders } = await loadWith({
      APP_ENV: "production",
      APP_URL: "https://studio.example.com",
      DEMO_MODE: "1",
      SESSION_SECRET: "x".repeat(40),
      ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64"),
    });
    expect(securityHeaders()["Strict-Transport-Security"]).toMatch(/^max-age=\d{8,}; includeSubDomains/);
  });

  it("are on every response of the proxy, including the /user 404 and redirects", async () => {
    const { proxy } = await loadWith({ APP_ENV: "test" });
    for (const path of ["/", "/auth", "/user/dashboard", "/AUTH", "/api/user"]) {
      const res = await proxy(new NextRequest(new URL(path, "http://localhost:3000")));
      expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    }
  });
});
