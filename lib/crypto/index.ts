import "server-only";
import { encryptionKey } from "@/lib/env";
import { openWithKey, sealWithKey } from "./seal";

export { SealError } from "./seal";

/** Encrypts a secret with the app's ENCRYPTION_KEY. */
export function seal(plaintext: string): string {
  return sealWithKey(plaintext, encryptionKey());
}

/** Decrypts a value made by seal(); throws SealError on a wrong key or tampering. */
export function open(sealed: string): string {
  return openWithKey(sealed, encryptionKey());
}
