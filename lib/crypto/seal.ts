import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

// AES-256-GCM for secrets at rest (social-account passwords, OAuth tokens).
// Format: "v1.<nonce>.<ciphertext>.<tag>", each part base64url. A fresh 96-bit nonce per value.
const VERSION = "v1";
const MALFORMED = "Sealed value is malformed";

export class SealError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SealError";
  }
}

export function sealWithKey(plaintext: string, key: Buffer): string {
  if (key.length !== 32) throw new SealError("Encryption key must be 32 bytes");
  const nonce = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, nonce);
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [VERSION, nonce, body, cipher.getAuthTag()]
    .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
    .join(".");
}

/** Opens a sealed value; a wrong key or a tampered value throws SealError, never returns junk. */
export function openWithKey(sealed: string, key: Buffer): string {
  const [version, nonce, body, tag] = sealed.split(".");
  if (version !== VERSION || !nonce || body === undefined || !tag) {
    throw new SealError(MALFORMED);
  }
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(nonce, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    throw new SealError("Sealed value cannot be opened with this key (wrong ENCRYPTION_KEY or tampered data)");
  }
}

/**
 * Opens with the first key that authenticates the value (GCM's tag makes a wrong key fail, never
 * return junk) and says which one it was; keys[0] is the current key.
 */
export function openWithKeys(sealed: string, keys: Buffer[]): { plaintext: string; keyIndex: number } {
  for (const [keyIndex, key] of keys.entries()) {
    try {
      return { plaintext: openWithKey(sealed, key), keyIndex };
    } catch (error) {
      if (!(error instanceof SealError) || error.message === MALFORMED) throw error;
    }
  }
  throw new SealError("Sealed value cannot be opened with ENCRYPTION_KEY or ENCRYPTION_KEY_PREVIOUS (wrong keys or tampered data)");
}
