// The one policy table: every rate limit, every daily AI quota and the queue's per-buyer cap.
// Rate limits are fixed windows counted in the database (lib/policy/rate-limit.server.ts) so that every
// app server shares them; see decisions 010 (sign-in), 098 (AI quotas) and 099 (job turns).

/**
 * Rate-limit windows older than this are over for every limit we set (the longest is an hour);
 * housekeeping deletes them, and `rateLimit()` refuses a longer window so this stays true.
 */
export const RATE_LIMIT_RETENTION_SECONDS = 24 * 60 * 60;

/** Hits allowed per subject in each fixed window. The name is also the counter's key prefix. */
export const RATE_LIMITS = {
  // Sign-in: per IP stops one machine trying many accounts; failures per e-mail slow many
  // machines trying one account without locking its owner out (decisions 010 and 091). Past
  // loginFailuresPerEmail wrong passwords for one e-mail, only addresses with no failed sign-in
  // of their own in the window (loginFailuresPerIp) are still heard, so the owner gets in.
  loginPerIp: { limit: 30, windowSeconds: 15 * 60 },
  loginFailuresPerEmail: { limit: 10, windowSeconds: 15 * 60 },
  loginFailuresPerIp: { limit: 0, windowSeconds: 15 * 60 },
  checkUserPerIp: { limit: 30, windowSeconds: 60 },
  checkUserPerEmail: { limit: 10, windowSeconds: 60 },
  passwordSetupPerIp: { limit: 10, windowSeconds: 15 * 60 },
  // E-mail change links (issue 46): mail to an address the buyer typed, so few an hour.
  emailChangePerUser: { limit: 5, windowSeconds: 60 * 60 },
  // Data exports (issue 46): each is a whole ZIP of the account, so a few a day is plenty.
  dataExportPerUser: { limit: 5, windowSeconds: 60 * 60 },
  setPasswordPerUser: { limit: 10, windowSeconds: 15 * 60 },
  // Password setup and reset links, together: mail that lands in someone's inbox on request.
  passwordMailPerEmail: { limit: 3, windowSeconds: 60 * 60 },
  passwordMailPerIp: { limit: 10, windowSeconds: 60 * 60 },
  // A buyer's return page confirms once or twice; each call asks Stripe about the intent.
  confirmPaymentPerIp: { limit: 30, windowSeconds: 10 * 60 },
  confirmPaymentPerIntent: { limit: 10, windowSeconds: 10 * 60 },
  // Each call may create a Stripe object; a checkout makes a handful.
  checkoutPerIp: { limit: 30, windowSeconds: 10 * 60 },
  // Wrong discount codes, counted like wrong passwords: past the limit an address is refused
  // before any code is looked up, so codes cannot be guessed (decision 209).
  discountFailuresPerIp: { limit: 10, windowSeconds: 15 * 60 },
  // Wrong codes from every address together (issue 42, decision 302): past this budget a wrong
  // code's answer waits DISCOUNT_GUESSING.slowWrongAnswerMs and an address that has failed
  // DISCOUNT_GUESSING.failuresPerIpOverBudget times in the window is not heard again in it, so a
  // pool of addresses gets about one guess each. A right code is answered at once.
  discountFailuresGlobal: { limit: 100, windowSeconds: 15 * 60 },
  // Holds on codes (issue 42, decision 304): one sender (an address, or an e-mail from any address)
  // takes a few an hour, so a flood of checkouts cannot hold every redemption of a limited code.
  discountHoldsPerIp: { limit: 5, windowSeconds: 60 * 60 },
  discountHoldsPerEmail: { limit: 3, windowSeconds: 60 * 60 },
  // A visitor may send a few requests an hour; more from one address, or for one e-mail, is
  // kept flagged "over limit" and not announced, so a flood with someone's e-mail cannot
  // suppress their real request (decisions 141, 172). Past contactOverLimitPerIp more from the
  // address, even flagged ones, are dropped, so a flood cannot fill the table. The sender is
  // told nothing either way.
  contactPerIp: { limit: 5, windowSeconds: 60 * 60 },
  contactPerEmail: { limit: 3, windowSeconds: 60 * 60 },
  contactOverLimitPerIp: { limit: 20, windowSeconds: 60 * 60 },
  // Idempotency-Keys a signed-out sender may have stored in an hour (issue 42, decision 305);
  // past it the request still runs, its answer is just not kept for replays.
  idempotencyKeysPerIp: { limit: 30, windowSeconds: 60 * 60 },
  storageConnectPerUser: { limit: 30, windowSeconds: 10 * 60 },
  // Connecting a character's YouTube, Instagram or TikTok account (issue 47, decision 438).
  channelConnectPerUser: { limit: 30, windowSeconds: 10 * 60 },
  storageExportPerUser: { limit: 20, windowSeconds: 10 * 60 },
  // A character package reads every image, clip and file of the character (decision 111).
  packageDownloadPerUser: { limit: 20, windowSeconds: 10 * 60 },
  // Bursts of AI calls; the daily quotas below bound what a buyer spends in a day.
  aiImagePerUser: { limit: 20, windowSeconds: 10 * 60 },
  aiTextPerUser: { limit: 30, windowSeconds: 10 * 60 },
  aiVoicePerUser: { limit: 60, windowSeconds: 10 * 60 },
  aiVideoPerUser: { limit: 5, windowSeconds: 10 * 60 },
  // Reference photos (10 MB each at most) a buyer may upload.
  referenceUploadPerUser: { limit: 20, windowSeconds: 10 * 60 },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;

/**
 * Generations a buyer may start per UTC day, by kind: each queued image job (a reference image
 * or a consistency test), each text generation (profile, script, content plan), each speech
 * request (one clip or one set of voice variations) and each draft video. A generation whose provider call fails is
 * given back (decision 098). `burst` is the rate limit counted with each generation.
 */
export const DAILY_QUOTAS = {
  image: { perDay: 20, burst: "aiImagePerUser" },
  text: { perDay: 100, burst: "aiTextPerUser" },
  speech: { perDay: 100, burst: "aiVoicePerUser" },
  // Draft videos ("Generate Edit Package", decision 145): each render takes a core for tens of seconds.
  video: { perDay: 5, burst: "aiVideoPerUser" },
} as const satisfies Record<string, { perDay: number; burst: RateLimitName }>;

export type QuotaKind = keyof typeof DAILY_QUOTAS;

/** Apply Composition re-renders at most this many shots in one job (one image quota, like a consistency test). */
export const COMPOSITION = {
  shotsPerApply: 8,
} as const;

/**
 * A discount code is held for a checkout's payment intent from its creation (decision 209); a
 * hold older than this whose intent was never paid is released by housekeeping, which cancels
 * the intent first so it cannot be paid at the discounted price afterwards.
 */
export const DISCOUNT_HOLDS = {
  // Long enough to pay, short enough that an abandoned checkout gives the code back soon (issue 42).
  holdMinutes: 20,
  /** Holds one code may take in a window, whoever asks (issue 42): a flood cannot hold every redemption at once. */
  perCode: { limit: 30, windowSeconds: 10 * 60 },
} as const;

/** How the shop answers wrong discount codes once the failure budget across addresses is spent (decision 302). */
export const DISCOUNT_GUESSING = {
  slowWrongAnswerMs: 1000,
  failuresPerIpOverBudget: 1,
} as const;

export const JOB_QUEUE = {
  /** Jobs of one buyer running at once; the rest wait their turn behind other buyers' jobs. */
  runningPerBuyer: 2,
} as const;

export const PACKAGE_LIMITS = {
  /**
   * "Send package to drive" uploads at once in one server process (decision 176): each spools
   * its ZIP to disk and holds one 5 MiB chunk in memory; a buyer sends one package at a time.
   */
  driveUploadsPerProcess: 3,
  /** One request of a resumable upload: a multiple of 320 KiB (OneDrive) and 256 KiB (Google). */
  driveChunkBytes: 5 * 1024 * 1024,
} as const;

export const CONTENT_CALENDAR = {
  /** Posts one character may have: a year of daily posts, with room for a re-planned month. */
  postsPerCharacter: 500,
  /** Days one calendar request may span: a month view shows six weeks; a quarter is plenty. */
  rangeDays: 92,
  /** Assets offered when linking one to a post, newest first. */
  linkableAssets: 200,
} as const;

/**
 * Bytes one buyer may keep in the media store, over all of their files (every Asset.size of
 * their characters): uploads past it are refused with 413 and store nothing (issue 29, decision 174).
 */
export const STORAGE_QUOTA = {
  bytesPerBuyer: 2 * 1024 ** 3,
} as const;

/** The publishing worker's retries (issue 47, decision 402). */
export const PUBLISHING = {
  /** Transient failures (5xx, 429, a lost worker) in a row before a publication fails for good. */
  maxTransientFailures: 5,
  /** The wait after the first transient failure; it doubles after each, up to the maximum. */
  backoffBaseSeconds: 30,
  backoffMaxSeconds: 15 * 60,
} as const;
