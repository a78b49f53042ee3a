// Imported by proxy.ts as well as server code, so it stays free of "server-only"; it is never
// bundled for the browser (nothing client-side imports it).
import { parseEnv, type Env } from "./schema";
import { ensureDevSecret } from "./dev-secrets.server";

export type { Env } from "./schema";

let cached: Env | undefined;
let cachedSessionSecret: string | undefined;
let cachedEncryptionKey: Buffer | undefined;

/** The validated environment, read once per process. Throws EnvError naming the variable. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

export const isProduction = () => env().APP_ENV === "production";

/**
 * The public URL for links in e-mails, OAuth redirect URIs and canonical URLs: APP_URL, or with
 * it unset, this server on the port it actually listens on. Read at call time, not with the
 * rest of the environment: `next start -p N` (and the standalone server) store the port in PORT
 * only once they listen, after start-up code may already have read the environment.
 */
export function appUrl(): string {
  return env().APP_URL ?? `http://localhost:${process.env.PORT || 3000}`;
}

/** DEMO_MODE=1: a labelled demo (banner on every page, one-time links kept out of the log). */
export const isDemoMode = () => env().DEMO_MODE;

/** Seals session cookies: SESSION_SECRET, or outside production one generated under DATA_DIR. */
export function sessionSecret(): string {
  cachedSessionSecret ??= env().SESSION_SECRET ?? ensureDevSecret(env().DATA_DIR, "session-secret", 48);
  return cachedSessionSecret;
}

/** AES-256-GCM key for secrets at rest: ENCRYPTION_KEY, or outside production one under DATA_DIR. */
export function encryptionKey(): Buffer {
  cachedEncryptionKey ??= Buffer.from(env().ENCRYPTION_KEY ?? ensureDevSecret(env().DATA_DIR, "encryption-key", 32), "base64");
  return cachedEncryptionKey;
}

let cachedOpeningKeys: Buffer[] | undefined;

/**
 * The keys that open sealed values, current first: ENCRYPTION_KEY, then the retired ones of
 * ENCRYPTION_KEY_PREVIOUS that still open values sealed before a rotation. Read once, like the
 * key itself, since every opened secret asks for them.
 */
export function openingKeys(): Buffer[] {
  cachedOpeningKeys ??= [
    encryptionKey(),
    ...(env().ENCRYPTION_KEY_PREVIOUS ?? "")
      .split(",")
      .map((key) => key.trim())
      .filter(Boolean)
      .map((key) => Buffer.from(key, "base64")),
  ];
  return cachedOpeningKeys;
}
