import { parseEnv, EnvError } from "./schema";

describe("parseEnv", () => {
  it("accepts an empty development environment", () => {
    const env = parseEnv({});
    expect(env.APP_ENV).toBe("development");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.APP_URL).toBeUndefined();
  });

  it("names DATABASE_URL when it is malformed", () => {
    expect(() => parseEnv({ DATABASE_URL: "mysql://nope" })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ DATABASE_URL: "postgres://" })).toThrow(/DATABASE_URL/);
  });

  it("accepts a PostgreSQL URL", () => {
    expect(parseEnv({ DATABASE_URL: "postgres://u:p@127.0.0.1:5432/app" }).DATABASE_URL).toBe("postgres://u:p@127.0.0.1:5432/app");
  });

  it("requires a long session secret and an encryption key in production", () => {
    try {
      parseEnv({ APP_ENV: "production", SESSION_SECRET: "short" });
      throw new Error("should have thrown");
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const lines = (error as EnvError).problems;
      expect(lines.some((l) => l.startsWith("Invalid environment variable SESSION_SECRET"))).toBe(true);
      expect(lines.some((l) => l.startsWith("Invalid environment variable ENCRYPTION_KEY"))).toBe(true);
      expect(lines.some((l) => l.startsWith("Invalid environment variable APP_URL: is required in production"))).toBe(true);
    }
  });

  it("treats empty strings as unset", () => {
    expect(parseEnv({ STRIPE_SECRET_KEY: "", SMTP_URL: "" }).STRIPE_SECRET_KEY).toBeUndefined();
  });

  it("takes retired encryption keys only as 32-byte base64 keys beside a current key", () => {
    const key = () => Buffer.alloc(32, Math.random() * 255).toString("base64");
    const [current, old1, old2] = [key(), key(), key()];
    expect(parseEnv({ ENCRYPTION_KEY: current, ENCRYPTION_KEY_PREVIOUS: `${old1}, ${old2}` }).ENCRYPTION_KEY_PREVIOUS).toBe(`${old1}, ${old2}`);
    expect(() => parseEnv({ ENCRYPTION_KEY: current, ENCRYPTION_KEY_PREVIOUS: `${old1},short` })).toThrow(
      /ENCRYPTION_KEY_PREVIOUS: must be 32-byte base64 keys/,
    );
    expect(() => parseEnv({ ENCRYPTION_KEY_PREVIOUS: old1 })).toThrow(/ENCRYPTION_KEY_PREVIOUS: needs ENCRYPTION_KEY/);
  });
});

describe("production needs real payments and mail, or an explicit DEMO_MODE=1", () => {
  const secrets = { APP_URL: "https://studio.example.com", SESSION_SECRET: "s".repeat(48), ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64") };
  const ai = { OPENAI_API_KEY: "sk-abc", LEONARDO_API_KEY: "leo-abc", ELEVENLABS_API_KEY: "el-abc" };
  const live = {
    STRIPE_SECRET_KEY: "sk_live_abc",
    STRIPE_PUBLISHABLE_KEY: "pk_live_abc",
    STRIPE_WEBHOOK_SECRET: "whsec_abc",
    SMTP_URL: "smtp://mail.example.com:587",
  };
  const problems = (source: Record<string, string>) => {
    try {
      parseEnv(source);
      return [];
    } catch (error) {
      return (error as EnvError).problems;
    }
  };

  it("refuses to start without Stripe and SMTP, naming each missing setting and the way out", () => {
    const lines = problems({ APP_ENV: "production", ...secrets });
    for (const name of ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET", "SMTP_URL"]) {
      expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^Invalid environment variable ${name}: is required in production \\(or set DEMO_MODE=1`)));
    }
    expect(problems({ APP_ENV: "production", ...secrets, ...live, ...ai, SMTP_URL: "" })).toEqual([
      expect.stringMatching(/^Invalid environment variable SMTP_URL/),
    ]);
  });

  it("starts with everything configured, or as a declared demo", () => {
    expect(parseEnv({ APP_ENV: "production", ...secrets, ...live, ...ai }).DEMO_MODE).toBe(false);
    expect(parseEnv({ APP_ENV: "production", ...secrets, DEMO_MODE: "1" }).DEMO_MODE).toBe(true);
    expect(parseEnv({}).DEMO_MODE).toBe(false);
  });

  it("takes only 1 or 0, and no live Stripe key in a demo that promises no real payments", () => {
    expect(problems({ DEMO_MODE: "yes" })).toEqual([expect.stringMatching(/^Invalid environment variable DEMO_MODE/)]);
    expect(problems({ APP_ENV: "production", ...secrets, ...live, DEMO_MODE: "1" })).toEqual([
      expect.stringMatching(/^Invalid environment variable STRIPE_SECRET_KEY: must be a test key/),
    ]);
    expect(parseEnv({ DEMO_MODE: "1", STRIPE_SECRET_KEY: "sk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" }).DEMO_MODE).toBe(true);
  });
});

describe("production needs the three AI keys, or an explicit labelled demo (issue 29 item 10)", () => {
  const secrets = { APP_URL: "https://studio.example.com", SESSION_SECRET: "s".repeat(48), ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64") };
  const live = {
    STRIPE_SECRET_KEY: "sk_live_abc",
    STRIPE_PUBLISHABLE_KEY: "pk_live_abc",
    STRIPE_WEBHOOK_SECRET: "whsec_abc",
    SMTP_URL: "smtp://mail.example.com:587",
  };
  const ai = { OPENAI_API_KEY: "sk-abc", LEONARDO_API_KEY: "leo-abc", ELEVENLABS_API_KEY: "el-abc" };
  const problems = (source: Record<string, string>) => {
    try {
      parseEnv(source);
      return [];
    } catch (error) {
      return (error as EnvError).problems;
    }
  };

  it("refuses to take real money while the studio's generation would run on demo samples, naming each key and the way out", () => {
    const lines = problems({ APP_ENV: "production", ...secrets, ...live });
    expect(lines).toHaveLength(3);
    for (const name of ["OPENAI_API_KEY", "LEONARDO_API_KEY", "ELEVENLABS_API_KEY"]) {
      expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^Invalid environment variable ${name}: is required in production \\(or set AI_DEMO=1`)));
    }
    expect(problems({ APP_ENV: "production", ...secrets, ...live, ...ai, LEONARDO_API_KEY: " " })).toEqual([
      expect.stringMatching(/^Invalid environment variable LEONARDO_API_KEY/),
    ]);
  });

  it("starts with the keys, or with AI_DEMO=1 or DEMO_MODE=1 declared", () => {
    expect(parseEnv({ APP_ENV: "production", ...secrets, ...live, ...ai }).AI_DEMO).toBe(false);
    expect(parseEnv({ APP_ENV: "production", ...secrets, ...live, AI_DEMO: "1" }).AI_DEMO).toBe(true);
    expect(parseEnv({ APP_ENV: "production", ...secrets, DEMO_MODE: "1" }).DEMO_MODE).toBe(true);
    expect(problems({ AI_DEMO: "yes" })).toEqual([expect.stringMatching(/^Invalid environment variable AI_DEMO/)]);
  });
});

describe("Stripe settings", () => {
  it("refuses a Stripe key without the webhook secret, in one line naming it", () => {
    try {
      parseEnv({ STRIPE_SECRET_KEY: "sk_test_123", STRIPE_WEBHOOK_SECRET: " " });
      throw new Error("should have thrown");
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const lines = (error as EnvError).problems;
      expect(lines).toEqual([expect.stringMatching(/^Invalid environment variable STRIPE_WEBHOOK_SECRET: is required when STRIPE_SECRET_KEY is set/)]);
      expect(lines[0]).not.toContain("\n");
    }
  });

  it("accepts Stripe with its webhook secret, and no Stripe at all", () => {
    expect(parseEnv({ STRIPE_SECRET_KEY: "sk_test_123", STRIPE_WEBHOOK_SECRET: "whsec_abc" }).STRIPE_WEBHOOK_SECRET).toBe("whsec_abc");
    expect(parseEnv({ STRIPE_WEBHOOK_SECRET: "whsec_abc" }).STRIPE_SECRET_KEY).toBeUndefined();
  });
});
