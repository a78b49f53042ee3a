import "server-only";
import { encryptionKey, openingKeys } from "@/lib/env";
import { isLegacySealed, openWithKeys, sealWithKey } from "./seal.server";

export { SealError } from "./seal.server";

/**
 * What each sealed value is for, bound into it as AES-GCM additional data: a value opens only
 * for the row and column it was sealed for. A cloud connection is named by its natural key
 * (one per user and provider), which is known before the upsert that creates it.
 */
export const sealPurpose = {
  socialLinkPassword: (linkId: string) => `social-link:${linkId}:password`,
  cloudConnectionTokens: (userId: string, provider: string) => `cloud-connection:${userId}:${provider}:tokens`,
  oauthCodeVerifier: (stateId: string) => `oauth-state:${stateId}:code-verifier`,
  dkimPrivateKey: (domain: string) => `dkim-key:${domain}:private-key`,
  publishingChannelTokens: (channelId: string) => `publishing-channel:${channelId}:tokens`,
};

/** Encrypts a secret with the app's ENCRYPTION_KEY, bound to its purpose (see sealPurpose). */
export function seal(plaintext: string, purpose: string): string {
  return sealWithKey(plaintext, encryptionKey(), purpose);
}

/**
 * Decrypts a value made by seal() for the same purpose, with ENCRYPTION_KEY or a retired key of
 * ENCRYPTION_KEY_PREVIOUS; throws SealError when no key opens it, it was moved from another
 * row, or it was tampered with.
 */
export function open(sealed: string, purpose: string): string {
  return openWithKeys(sealed, openingKeys(), purpose).plaintext;
}

/**
 * The value sealed with the current key and its purpose: null when it already is, the re-sealed
 * value when a retired key opened it or it predates purposes. Throws SealError when it opens
 * with no configured key.
 */
export function resealed(sealed: string, purpose: string): string | null {
  const { plaintext, keyIndex } = openWithKeys(sealed, openingKeys(), purpose);
  return keyIndex === 0 && !isLegacySealed(sealed) ? null : seal(plaintext, purpose);
}
