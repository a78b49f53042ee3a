import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

// AES-256-GCM for secrets at rest (social-account passwords, OAuth tokens).
// Format "v2.<nonce>.<ciphertext>.<tag>", each part base64url: a fresh 96-bit nonce per value, a
// 16-byte tag, and the value's purpose ("social-link:<id>:password") as additional data, so a
// value copied into another row or column fails to open instead of opening as that row's
// secret (decision 094). "v1" values, sealed before that without additional data, still open
// until `npm run secrets:reseal` has re-sealed them as v2.
const VERSION = "v2";
const LEGACY_VERSION = "v1";
const TAG_BYTES = 16;
const NONCE_BYTES = 12;
const MALFORMED = "Sealed value is malformed";

export class SealError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SealError";
  }
}

const gcm = { authTagLength: TAG_BYTES } as const;

export function sealWithKey(plaintext: string, key: Buffer, purpose: string): string {
  if (key.length !== 32) throw new SealError("Encryption key must be 32 bytes");
  if (!purpose) throw new SealError("A sealed value needs a purpose");
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, nonce, gcm).setAAD(Buffer.from(purpose, "utf8"));
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [VERSION, nonce.toString("base64url"), body.toString("base64url"), cipher.getAuthTag().toString("base64url")].join(".");
}

/** True for a value sealed before purposes were bound in; secrets:reseal re-seals those. */
export const isLegacySealed = (sealed: string) => sealed.startsWith(`${LEGACY_VERSION}.`);

/**
 * Opens a sealed value for the purpose it was sealed for; a wrong key, a wrong purpose (a value
 * moved to another row) or a tampered value throws SealError, never returns junk.
 */
export function openWithKey(sealed: string, key: Buffer, purpose: string): string {
  const [version, nonce, body, tag, extra] = sealed.split(".");
  const nonceBytes = Buffer.from(nonce ?? "", "base64url");
  const tagBytes = Buffer.from(tag ?? "", "base64url");
  // Node accepts GCM tags as short as 4 bytes unless told otherwise; a truncated tag is refused here.
  if (
    (version !== VERSION && version !== LEGACY_VERSION) ||
    body === undefined ||
    extra !== undefined ||
    nonceBytes.length !== NONCE_BYTES ||
    tagBytes.length !== TAG_BYTES
  ) {
    throw new SealError(MALFORMED);
  }
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, nonceBytes, gcm);
    if (version === VERSION) decipher.setAAD(Buffer.from(purpose, "utf8"));
    decipher.setAuthTag(tagBytes);
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    throw new SealError("Sealed value cannot be opened with this key for this purpose (wrong ENCRYPTION_KEY, moved or tampered data)");
  }
}

/**
 * Opens with the first key that authenticates the value (GCM's tag makes a wrong key fail, never
 * return junk) and says which one it was; keys[0] is the current key.
 */
export function openWithKeys(sealed: string, keys: Buffer[], purpose: string): { plaintext: string; keyIndex: number } {
  for (const [keyIndex, key] of keys.entries()) {
    try {
      return { plaintext: openWithKey(sealed, key, purpose), keyIndex };
    } catch (error) {
      if (!(error instanceof SealError) || error.message === MALFORMED) throw error;
    }
  }
  throw new SealError("Sealed value cannot be opened with ENCRYPTION_KEY or ENCRYPTION_KEY_PREVIOUS for this purpose (wrong keys, moved or tampered data)");
}
