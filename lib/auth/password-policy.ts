import { z } from "zod";
import { COMMON_PASSWORDS } from "./common-passwords";

// ASVS V2.1: at least 8 characters, long passphrases allowed (at least 64; the cap only bounds
// the hashing work per request), no composition rules, and common passwords refused.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
export const COMMON_PASSWORD_MESSAGE = "This password is too common. Please choose a less guessable one.";

const common = new Set(COMMON_PASSWORDS);

/** True for a password on the bundled common list, ignoring case and surrounding spaces. */
export function isCommonPassword(password: string) {
  return common.has(password.trim().toLowerCase());
}

/** Refinement for any new-password schema: `z.string()....check(notCommonPassword)` or `.refine(...)`. */
export const notCommonPassword = [(value: string) => !isCommonPassword(value), { message: COMMON_PASSWORD_MESSAGE }] as const;

const TOO_LONG = { message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` };

/** A complete new-password field: length bounds with the spec's message, then the common-password check. */
export const newPasswordPolicy = z
  .string({ message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .min(PASSWORD_MIN_LENGTH, { message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(PASSWORD_MAX_LENGTH, TOO_LONG)
  .refine(...notCommonPassword);

/** A password the account already has (sign-in, the current one when changing): present and within the cap, nothing more. */
export function existingPasswordField(requiredMessage: string) {
  return z.string({ message: requiredMessage }).min(1, { message: requiredMessage }).max(PASSWORD_MAX_LENGTH, TOO_LONG);
}
