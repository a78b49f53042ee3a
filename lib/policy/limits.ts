// The one policy table: every rate limit. Rate limits are fixed windows counted in the
// database (lib/auth/rate-limit.ts) so that every app server shares them; see decision 010.

/** Hits allowed per subject in each fixed window. The name is also the counter's key prefix. */
export const RATE_LIMITS = {
  // Sign-in: per IP stops one machine trying many accounts; per e-mail stops many machines
  // trying one account (decision 010).
  loginPerIp: { limit: 30, windowSeconds: 15 * 60 },
  loginPerEmail: { limit: 10, windowSeconds: 15 * 60 },
  checkUserPerIp: { limit: 30, windowSeconds: 60 },
  checkUserPerEmail: { limit: 10, windowSeconds: 60 },
  passwordSetupPerIp: { limit: 10, windowSeconds: 15 * 60 },
  setPasswordPerUser: { limit: 10, windowSeconds: 15 * 60 },
  // Each call may create a Stripe object; a checkout makes a handful.
  checkoutPerIp: { limit: 30, windowSeconds: 10 * 60 },
  // A visitor may send a few requests an hour; more from one address is spam, not a customer.
  contactPerIp: { limit: 5, windowSeconds: 60 * 60 },
  storageConnectPerUser: { limit: 30, windowSeconds: 10 * 60 },
  storageExportPerUser: { limit: 20, windowSeconds: 10 * 60 },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;
