// Attempts allowed per fixed window, counted in the database (lib/auth/rate-limit.ts) so that
// every app server shares them. Per IP stops one machine trying many accounts; failures per
// e-mail slow many machines trying one account without locking its owner out. See
// docs/decisions/010-login-defences.md and 091.
export const LIMITS = {
  loginPerIp: { limit: 30, windowSeconds: 15 * 60 },
  // Past this many wrong passwords for one e-mail, only addresses with no failed sign-in of
  // their own in the window are still heard (loginFailuresPerIp), so the owner gets in.
  loginFailuresPerEmail: { limit: 10, windowSeconds: 15 * 60 },
  loginFailuresPerIp: { limit: 0, windowSeconds: 15 * 60 },
  checkUserPerIp: { limit: 30, windowSeconds: 60 },
  checkUserPerEmail: { limit: 10, windowSeconds: 60 },
  passwordSetupPerIp: { limit: 10, windowSeconds: 15 * 60 },
  setPasswordPerUser: { limit: 10, windowSeconds: 15 * 60 },
  // Password setup and reset links, together: mail that lands in someone's inbox on request.
  passwordMailPerEmail: { limit: 3, windowSeconds: 60 * 60 },
  passwordMailPerIp: { limit: 10, windowSeconds: 60 * 60 },
  // A buyer's return page confirms once or twice; each call asks Stripe about the intent.
  confirmPaymentPerIp: { limit: 30, windowSeconds: 10 * 60 },
  confirmPaymentPerIntent: { limit: 10, windowSeconds: 10 * 60 },
} as const;

export type LimitName = keyof typeof LIMITS;
