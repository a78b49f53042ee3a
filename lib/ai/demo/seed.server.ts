import { createHash } from "node:crypto";

/** A stable number from text, so demo output is the same for the same inputs. */
export function seedOf(text: string): number {
  return createHash("sha256").update(text).digest().readUInt32BE(0);
}

export const pick = <T>(list: readonly T[], seed: number, salt = 0): T => list[(seed + salt * 7919) % list.length];
