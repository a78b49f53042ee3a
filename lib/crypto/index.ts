import "server-only";
import { encryptionKey, openingKeys } from "@/lib/env";
import { openWithKeys, sealWithKey } from "./seal";

export { SealError } from "./seal";

/** Encrypts a secret with the app's ENCRYPTION_KEY. */
export function seal(plaintext: string): string {
  return sealWithKey(plaintext, encryptionKey());
}

/**
 * Decrypts a value made by seal(), with ENCRYPTION_KEY or a retired key of
 * ENCRYPTION_KEY_PREVIOUS; throws SealError when no key opens it or it was tampered with.
 */
export function open(sealed: string): string {
  return openWithKeys(sealed, openingKeys()).plaintext;
}

/**
 * The value sealed with the current key: null when it already is, the re-sealed value when a
 * retired key opened it. Throws SealError when no configured key opens it.
 */
export function resealed(sealed: string): string | null {
  const { plaintext, keyIndex } = openWithKeys(sealed, openingKeys());
  return keyIndex === 0 ? null : seal(plaintext);
}
