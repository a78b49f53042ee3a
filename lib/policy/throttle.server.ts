import "server-only";
import { countHit, rateLimit } from "./rate-limit.server";
import { RATE_LIMITS, type RateLimitName } from "./limits";

/** Counts one attempt against the named limit for this subject; 429 once it is exceeded. */
export function throttle(name: RateLimitName, subject: string) {
  const { limit, windowSeconds } = RATE_LIMITS[name];
  return rateLimit(`${name}:${subject}`, limit, windowSeconds);
}

/** A password setup or reset e-mail on someone's request: limited per e-mail and per address. */
export async function throttlePasswordMail(email: string, ip: string) {
  await throttle("passwordMailPerIp", ip);
  await throttle("passwordMailPerEmail", email);
}

/** Counts one attempt against the named limit; false once it is exceeded, for callers that refuse quietly. */
export async function withinLimit(name: RateLimitName, subject: string): Promise<boolean> {
  const { limit, windowSeconds } = RATE_LIMITS[name];
  return (await countHit(`${name}:${subject}`, windowSeconds)) <= limit;
}
