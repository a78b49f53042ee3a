// unsealData counted, so a test can tell a remembered value from one unsealed again.
jest.mock("iron-session", () => {
  const actual = jest.requireActual("iron-session");
  return { ...actual, unsealData: jest.fn(actual.unsealData) };
});

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

describe("remembered unseals (decision 158)", () => {
  it("reads the seal's own expiry, about the session's lifetime from now", async () => {
    const m = await loadWith({ APP_ENV: "production", ...secrets });
    const expiry = m.sealExpiry(await m.sealSessionId("sid-2"));
    expect(expiry).not.toBeNull();
    expect(Math.abs(expiry! - (Date.now() + m.SESSION_TTL_SECONDS * 1000))).toBeLessThan(120_000);
    expect(m.sealExpiry("not-a-seal")).toBeNull();
  });

  it("answers a value it unsealed before without the secret's crypto, and still refuses a forgery of it", async () => {
    const m = await loadWith({ APP_ENV: "production", ...secrets });
    const sealed = await m.sealSessionId("sid-3");
    expect(await m.unsealSessionId(sealed)).toBe("sid-3");
    const spy = jest.mocked((await import("iron-session")).unsealData);
    spy.mockClear();
    expect(await m.unsealSessionId(sealed)).toBe("sid-3");
    expect(await m.unsealSessionId(sealed.slice(0, -2) + "xx")).toBeNull();
    expect(await m.unsealSessionId(sealed.slice(0, -2) + "xx")).toBeNull();
    // Only the forgery reached the crypto, both times: a refused value is never remembered.
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it("does not remember a seal past its own expiry", async () => {
    jest.useFakeTimers({ now: Date.now(), doNotFake: ["nextTick", "setImmediate", "queueMicrotask"] });
    try {
      const m = await loadWith({ APP_ENV: "production", ...secrets });
      const sealed = await m.sealSessionId("sid-4");
      expect(await m.unsealSessionId(sealed)).toBe("sid-4");
      jest.setSystemTime(Date.now() + (m.SESSION_TTL_SECONDS + 120) * 1000);
      expect(await m.unsealSessionId(sealed)).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
