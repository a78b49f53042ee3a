// ASVS V3.4 / V7: the session cookie's name and flags per deployment. env() is read once per
// module registry, so each case loads the module under its own environment.
async function loadWith(vars: Record<string, string>) {
  jest.resetModules();
  Object.assign(process.env, vars);
  return import("./session-cookie");
}

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

// DEMO_MODE=1: production without Stripe and SMTP is allowed only as a declared demo (decision 096).
const secrets = {
  APP_URL: "https://studio.example.com",
  SESSION_SECRET: "s".repeat(48),
  ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64"),
  DEMO_MODE: "1",
};

describe("session cookie", () => {
  it("is __Host-session, Secure, HttpOnly, SameSite=Lax on path / in production", async () => {
    const m = await loadWith({ APP_ENV: "production", ...secrets });
    expect(m.sessionCookieName()).toBe("__Host-session");
    expect(m.sessionCookieOptions()).toMatchObject({ httpOnly: true, secure: true, sameSite: "lax", path: "/" });
  });

  it("refuses a cookie sealed with another secret, or tampered with", async () => {
    const m = await loadWith({ APP_ENV: "production", ...secrets });
    const sealed = await m.sealSessionId("sid-1");
    expect(await m.unsealSessionId(sealed)).toBe("sid-1");
    expect(await m.unsealSessionId(sealed.slice(0, -2) + "xx")).toBeNull();
    const other = await loadWith({ APP_ENV: "production", ...secrets, SESSION_SECRET: "t".repeat(48) });
    expect(await other.unsealSessionId(sealed)).toBeNull();
  });
});
