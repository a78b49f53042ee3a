import "server-only";
import { hash, verify, type Algorithm } from "@node-rs/argon2";

// Algorithm is an ambient const enum, which isolatedModules cannot read: 2 is its Argon2id.
const ARGON2ID = 2 as Algorithm;

// argon2id, 64 MiB, 4 passes, 1 lane: above OWASP's minimums, and chosen so that one verify
// takes 50-250 ms on the 2-core build machine (about 70 ms idle; see README "Performance" and
// docs/decisions/010-login-defences.md). Hashes carry their own parameters, so raising these
// later still verifies old hashes.
export const PASSWORD_HASH_OPTIONS = { algorithm: ARGON2ID, memoryCost: 65536, timeCost: 4, parallelism: 1 } as const;

export function hashPassword(password: string) {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string) {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real verify when there is no hash to check (unknown e-mail, or an
 * account without a password), so response times do not tell which e-mails have accounts.
 */
export async function verifyAgainstDummy(password: string) {
  dummyHash ??= hashPassword("dummy password that no account has");
  await verifyPassword(await dummyHash, password);
  return false as const;
}
