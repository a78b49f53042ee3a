import { z } from "zod";

// Every setting the app reads. Optional services (Stripe, AI, cloud storage, SMTP) may be
// left unset: the app then runs those features in a labelled demo mode or reports them as
// "Not configured". See .env.example for what each variable means.
// An empty value counts as unset, so `FOO=` in an .env file means "not configured".
const blankAsUnset = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

const optionalUrl = z.preprocess(blankAsUnset, z.url({ message: "must be a full URL such as https://example.com" }).optional());

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

/** The keys of the three AI providers; each one unset runs its part of the studio on demo samples. */
export const AI_KEYS = ["OPENAI_API_KEY", "LEONARDO_API_KEY", "ELEVENLABS_API_KEY"] as const;

export const envSchema = z
  .object({
    // The deployment, not the build: `npm start` serves a production build on a developer's
    // machine with APP_ENV=development; a real deployment sets APP_ENV=production.
    APP_ENV: z.enum(["development", "production", "test"]).default("development"),
    // Unset: this server itself, on the port it listens on (see appUrl() in lib/env).
    APP_URL: z.preprocess(blankAsUnset, z.url({ message: "must be the public URL of the app, e.g. https://app.example.com" }).optional()),
    DATA_DIR: z.string().default(".data"),
    // Proxies of ours in front of the app. The client's address is the X-Forwarded-For entry this
    // many places left of the socket's peer address (0: the peer itself); see decision 090.
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    DATABASE_URL: postgresUrl,
    SESSION_SECRET: optionalString,
    ENCRYPTION_KEY: optionalString,
    // Keys being retired, comma-separated: values sealed with them still open, new values are
    // sealed with ENCRYPTION_KEY, and `npm run secrets:reseal` moves the stored ones over.
    ENCRYPTION_KEY_PREVIOUS: optionalString,

    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default("AI Influencer Studio <no-reply@localhost>"),
    // The DNS servers the console asks whether the From domain's SPF, DKIM and DMARC records are
    // published ("host:port", comma-separated). Unset: the system's resolvers (decision 390).
    DNS_SERVERS: optionalString,
    // Where a new lead from the contact form is announced (through the retried outbox, decision
    // 142). Unset: leads are still stored and listed at /admin/leads, and nobody is e-mailed.
    OPERATOR_EMAIL: z.preprocess(blankAsUnset, z.email({ message: "must be an e-mail address, e.g. sales@example.com" }).optional()),

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
    LEONARDO_MODEL_ID: z.string().default("aa77f04e-3eec-4034-9c07-d0f619684628"),
    LEONARDO_POLL_INTERVAL_MS: z.coerce.number().int().min(10).default(3000),
    AI_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
    // Hosts whose URLs (as they come back in provider answers: Leonardo's CDN and its presigned
    // upload bucket) the server may fetch, comma-separated; "*.example.com" matches subdomains.
    // Only over https, and only when they resolve to public addresses (decision 088).
    OUTBOUND_FETCH_HOSTS: z.string().default("cdn.leonardo.ai,*.leonardo.ai,*.amazonaws.com"),
    AI_SYNC_WAIT_MS: z.coerce
      .number()
      .int()
      .min(0)
      .default(9 * 60_000),
    // Generation jobs: "on" runs a worker inside each app server; "off" when workers run
    // separately (npm run worker). A running job whose lease lapses is picked up again.
    JOB_WORKER: z.enum(["on", "off"]).default("on"),
    JOB_LEASE_SECONDS: z.coerce.number().int().min(1).default(60),
    JOB_POLL_INTERVAL_MS: z.coerce.number().int().min(10).default(1000),
    // Broadcasts go out at most this many messages a minute (decision 415): a provider's sending
    // limit, or a new domain's warm-up, is met by lowering it.
    BROADCAST_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(600),
    // A broadcast recipient claimed by a worker that died before recording the send is claimed
    // again after this long (decision 436): longer than the longest SMTP send (nodemailer gives up
    // on a silent socket after 10 minutes), so a live worker's send is never doubled.
    BROADCAST_CLAIM_LEASE_SECONDS: z.coerce.number().int().min(1).default(900),
    // Amazon SES bounce and complaint reports come through SNS to /api/email/sns (decision 435):
    // the topic ARNs whose messages are accepted, comma-separated. Unset: that address answers 404.
    SES_SNS_TOPIC_ARNS: z.preprocess(
      blankAsUnset,
      z
        .string()
        .trim()
        .regex(/^arn:aws[a-z-]*:sns:[a-z0-9-]+:\d{12}:[\w-]+(\s*,\s*arn:aws[a-z-]*:sns:[a-z0-9-]+:\d{12}:[\w-]+)*$/, {
          message: "must be SNS topic ARNs, comma-separated, e.g. arn:aws:sns:us-east-1:123456789012:ses-feedback",
        })
        .optional(),
    ),
    // The ffmpeg that renders draft videos (decision 133): this path, else an `ffmpeg` on PATH,
    // else the static build from the @ffmpeg-installer/linux-x64 package.
    FFMPEG_PATH: optionalString,

    DROPBOX_CLIENT_ID: optionalString,
    DROPBOX_CLIENT_SECRET: optionalString,
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    MICROSOFT_CLIENT_ID: optionalString,
    MICROSOFT_CLIENT_SECRET: optionalString,
    // Cloud storage endpoints: the real hosts by default; tests point them at local stand-ins.
    DROPBOX_AUTH_URL: z.url().default("https://www.dropbox.com/oauth2/authorize"),
    DROPBOX_API_URL: z.url().default("https://api.dropboxapi.com"),
    DROPBOX_CONTENT_URL: z.url().default("https://content.dropboxapi.com"),
    GOOGLE_AUTH_URL: z.url().default("https://accounts.google.com/o/oauth2/v2/auth"),
    GOOGLE_TOKEN_URL: z.url().default("https://oauth2.googleapis.com/token"),
    GOOGLE_API_URL: z.url().default("https://www.googleapis.com"),
    // Authority + tenant: "common" accepts personal and work/school Microsoft accounts.
    MICROSOFT_AUTH_URL: z.url().default("https://login.microsoftonline.com/common/oauth2/v2.0"),
    MICROSOFT_GRAPH_URL: z.url().default("https://graph.microsoft.com/v1.0"),
    // Publishing (issue 47, docs/publishing.md): TikTok's Content Posting API app and host.
    // YouTube uses the Google app above with the YouTube Data API enabled.
    TIKTOK_CLIENT_KEY: optionalString,
    TIKTOK_CLIENT_SECRET: optionalString,
    TIKTOK_AUTH_URL: z.url().default("https://www.tiktok.com/v2/auth/authorize/"),
    TIKTOK_API_URL: z.url().default("https://open.tiktokapis.com"),
    // Instagram through Facebook Login (decision 438): the Meta app's id and secret, the login
    // dialog, and the Graph API host that serves the token, the Pages and the IG user's publishing.
    FACEBOOK_APP_ID: optionalString,
    FACEBOOK_APP_SECRET: optionalString,
    FACEBOOK_AUTH_URL: z.url().default("https://www.facebook.com/v21.0/dialog/oauth"),
    INSTAGRAM_API_URL: z.url().default("https://graph.facebook.com/v21.0"),
    // TIKTOK_DIRECT_POST=1: the app has TikTok's video.publish scope (Direct Post), so a real TikTok
    // channel offers "Post directly" beside the inbox draft. Until TikTok's audit, its posts are private.
    TIKTOK_DIRECT_POST: z
      .preprocess(blankAsUnset, z.enum(["0", "1"], { message: "must be 1 (offer TikTok direct posting) or 0" }).default("0"))
      .transform((v) => v === "1"),

    // Media files (decision 127): under MEDIA_DIR (default: DATA_DIR/media), or in an
    // S3-compatible bucket (AWS S3, Cloudflare R2, MinIO) when S3_BUCKET is set. Without keys the
    // S3 client takes the usual AWS credential chain (instance role, AWS_PROFILE).
    MEDIA_DIR: optionalString,
    S3_BUCKET: optionalString,
    S3_ENDPOINT: optionalUrl,
    S3_REGION: z.string().default("us-east-1"),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    // MinIO and most stand-ins want bucket-in-path URLs; AWS and R2 take bucket subdomains.
    S3_FORCE_PATH_STYLE: z
      .preprocess(blankAsUnset, z.enum(["0", "1"], { message: "must be 1 (path-style URLs) or 0" }).default("0"))
      .transform((v) => v === "1"),

    // Demo mode (decision 096): "1" runs without real payments or mail on purpose, shows a
    // "Demo: no real payments" banner on every page and keeps one-time links out of the log.
    DEMO_MODE: z.preprocess(blankAsUnset, z.enum(["0", "1"], { message: "must be 1 (demo) or 0" }).default("0")).transform((v) => v === "1"),
    // AI_DEMO=1: the studio's generation runs on labelled demo samples for every AI key left
    // unset, while payments and mail may be real; the banner names the parts that are samples
    // (issue 29, decision 173). Production without it (or DEMO_MODE=1) needs all three keys.
    AI_DEMO: z.preprocess(blankAsUnset, z.enum(["0", "1"], { message: "must be 1 (AI on demo samples) or 0" }).default("0")).transform((v) => v === "1"),
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
    if (!env.APP_URL) {
      // Behind a proxy this server cannot know its public address; links must not say localhost.
      ctx.addIssue({ code: "custom", path: ["APP_URL"], message: "is required in production: the public URL, e.g. https://app.example.com" });
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
    // Production takes real payments and sends real mail, or says plainly that it is a demo: a
    // forgotten Stripe or SMTP setting must not quietly turn a shop into a free demo.
    if (env.APP_ENV === "production" && !env.DEMO_MODE) {
      const needed = ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET", "SMTP_URL"] as const;
      for (const name of needed.filter((n) => !env[n])) {
        ctx.addIssue({
          code: "custom",
          path: [name],
          message: "is required in production (or set DEMO_MODE=1 to run a labelled demo without real payments or mail)",
        });
      }
    }
    // A buyer pays for generation by the real providers: a forgotten AI key must not quietly
    // hand them demo samples while real money is taken (decision 173).
    if (env.APP_ENV === "production" && !env.DEMO_MODE && !env.AI_DEMO) {
      for (const name of AI_KEYS.filter((n) => !env[n])) {
        ctx.addIssue({
          code: "custom",
          path: [name],
          message: "is required in production (or set AI_DEMO=1 to run the studio's AI on labelled demo samples, or DEMO_MODE=1 for a whole labelled demo)",
        });
      }
    }
    // The banner promises no real payments, so a demo may use Stripe test keys but not live ones.
    if (env.DEMO_MODE && env.STRIPE_SECRET_KEY && !/^(sk|rk)_test_/.test(env.STRIPE_SECRET_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: ["STRIPE_SECRET_KEY"],
        message: "must be a test key (sk_test_...) when DEMO_MODE=1, which promises no real payments",
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
    if (env.ENCRYPTION_KEY_PREVIOUS?.split(",").some((key) => Buffer.from(key.trim(), "base64").length !== 32)) {
      ctx.addIssue({ code: "custom", path: ["ENCRYPTION_KEY_PREVIOUS"], message: "must be 32-byte base64 keys separated by commas" });
    }
    // With a Stripe key the checkout takes real money, and refunds and chargebacks reach the app
    // only through the signed webhook: without its secret they would never revoke access.
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["STRIPE_WEBHOOK_SECRET"],
        message:
          "is required when STRIPE_SECRET_KEY is set: the whsec_... signing secret of the /api/stripe/webhook endpoint (or unset STRIPE_SECRET_KEY for demo mode)",
      });
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      const missing = env.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID";
      ctx.addIssue({ code: "custom", path: [missing], message: "is needed with the other S3 key: set both, or neither to use the AWS credential chain" });
    }
    if (env.ENCRYPTION_KEY_PREVIOUS && !env.ENCRYPTION_KEY) {
      ctx.addIssue({ code: "custom", path: ["ENCRYPTION_KEY_PREVIOUS"], message: "needs ENCRYPTION_KEY, the key that replaces them" });
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
