import "server-only";
import { countHit, hitsSoFar, rateLimited } from "@/lib/policy/rate-limit.server";
import { RATE_LIMITS as LIMITS } from "@/lib/policy/limits";

// Wrong passwords are counted per e-mail and per address. Refusing every attempt at an e-mail
// after N failures would let anyone lock its owner out by guessing; instead, once an e-mail has
// had too many failures, only addresses with no failure of their own in the window are heard.
// A guesser spends one address per guess, and the per-IP limit still holds (decision 091).
const perEmail = LIMITS.loginFailuresPerEmail;
const perIp = LIMITS.loginFailuresPerIp;
const keys = (email: string, ip: string) => [`loginFailuresPerEmail:${email}`, `loginFailuresPerIp:${ip}`];

/** 429 when this e-mail is under attack and this address is one of those that failed at it. */
export async function refuseRepeatGuesser(email: string, ip: string) {
  const [failuresAtEmail, failuresFromIp] = await hitsSoFar(keys(email, ip), perEmail.windowSeconds);
  if (failuresAtEmail >= perEmail.limit && failuresFromIp > perIp.limit) throw rateLimited(perEmail.windowSeconds);
}

export async function countLoginFailure(email: string, ip: string) {
  const [emailKey, ipKey] = keys(email, ip);
  await Promise.all([countHit(emailKey, perEmail.windowSeconds), countHit(ipKey, perIp.windowSeconds)]);
}
