import { z } from "zod";

// Every setting the app reads. Optional services (Stripe, AI, cloud storage, SMTP) may be
// left unset: the app then runs those features in a labelled demo mode or reports them as
// "Not configured". See .env.example for what each variable means.
// An empty value counts as unset, so `FOO=` in an .env file means "not configured".
const blankAsUnset = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

const optionalUrl = z.preprocess(
  blankAsUnset,
  z.url({ message: "must be a full URL such as https://example.com" }).optional(),
);

const optionalString = z.preprocess(blankAsUnset, z.string().trim().optional());

const postgresUrl = z.preprocess(
  blankAsUnset,
  z
    .string()
    .trim()
    .refine((v) => {
      if (!/^postgres(ql)?:\/\/\S+$/.test(v)) return false;
      try {
        const u = new URL(v);
        return Boolean(u.hostname) && u.pathname.length > 1;
      } catch {
        return false;
      }
    }, "must look like postgres://user:password@host:5432/database")
    .optional(),
);

export const envSchema = z
  .object({
    // The deployment, not the build: `npm start` serves a production build on a developer's
    // machine with APP_ENV=development; a real deployment sets APP_ENV=production.
    APP_ENV: z.enum(["development", "production", "test"]).default("development"),
    APP_URL: z.url({ message: "must be the public URL of the app, e.g. https://app.example.com" }).default("http://localhost:3000"),
    DATA_DIR: z.string().default(".data"),
    DATABASE_URL: postgresUrl,
    SESSION_SECRET: optionalString,
    ENCRYPTION_KEY: optionalString,

    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default("AI Influencer Studio <no-reply@localhost>"),

    STRIPE_SECRET_KEY: optionalString,
    STRIPE_PUBLISHABLE_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    STRIPE_API_BASE: optionalUrl,
    STRIPE_JS_URL: optionalUrl,

    OPENAI_API_KEY: optionalString,
    OPENAI_BASE_URL: optionalUrl,
    OPENAI_MODEL: z.string().default("gpt-4o-mini"),
    LEONARDO_API_KEY: optionalString,
    LEONARDO_BASE_URL: z.url().default("https://cloud.leonardo.ai/api/rest/v1"),
    ELEVENLABS_API_KEY: optionalString,
    ELEVENLABS_BASE_URL: z.url().default("https://api.elevenlabs.io"),

    DROPBOX_CLIENT_ID: optionalString,
    DROPBOX_CLIENT_SECRET: optionalString,
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    MICROSOFT_CLIENT_ID: optionalString,
    MICROSOFT_CLIENT_SECRET: optionalString,
  })
  .superRefine((env, ctx) => {
    if (env.APP_ENV !== "production") return;
    if (!env.SESSION_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message: "is required in production and must be at least 32 characters (generate one with `openssl rand -base64 48`)",
      });
    }
    if (!env.ENCRYPTION_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["ENCRYPTION_KEY"],
        message: "is required in production: 32 random bytes, base64 (generate with `openssl rand -base64 32`)",
      });
    }
  })
  .superRefine((env, ctx) => {
    if (env.SESSION_SECRET && env.SESSION_SECRET.length < 32) {
      ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "must be at least 32 characters (generate one with `openssl rand -base64 48`)" });
    }
    if (env.ENCRYPTION_KEY && Buffer.from(env.ENCRYPTION_KEY, "base64").length !== 32) {
      ctx.addIssue({ code: "custom", path: ["ENCRYPTION_KEY"], message: "must be 32 bytes encoded as base64 (generate with `openssl rand -base64 32`)" });
    }
  });

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(problems.join("; "));
    this.name = "EnvError";
  }
}

/** Parses an environment; throws EnvError whose lines each name a variable and the fix. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.join(".") || "environment";
    return `Invalid environment variable ${name}: ${issue.message}`;
  });
  throw new EnvError(problems);
}
