// Attempts allowed per fixed window, counted in the database (lib/auth/rate-limit.ts) so that
// every app server shares them. Per IP stops one machine trying many accounts; per e-mail stops
// many machines trying one account. See docs/decisions/010-login-defences.md.
export const LIMITS = {
  loginPerIp: { limit: 30, windowSeconds: 15 * 60 },
  loginPerEmail: { limit: 10, windowSeconds: 15 * 60 },
  checkUserPerIp: { limit: 30, windowSeconds: 60 },
  checkUserPerEmail: { limit: 10, windowSeconds: 60 },
  passwordSetupPerIp: { limit: 10, windowSeconds: 15 * 60 },
  setPasswordPerUser: { limit: 10, windowSeconds: 15 * 60 },
  // A buyer's return page confirms once or twice; each call asks Stripe about the intent.
  confirmPaymentPerIp: { limit: 30, windowSeconds: 10 * 60 },
  confirmPaymentPerIntent: { limit: 10, windowSeconds: 10 * 60 },
} as const;

export type LimitName = keyof typeof LIMITS;
