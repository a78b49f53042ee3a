import "server-only";
import { hash, verify } from "@node-rs/argon2";

// argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane). Tuned so one verify takes
// 50-250 ms on the 2-core build machine; see README "Performance and reliability".
const OPTIONS = { algorithm: 2 /* Algorithm.Argon2id (a const enum, which isolatedModules cannot read) */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string) {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string) {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
