/** Polls `check` until it holds; throws when `timeoutMs` passes first. Bounded by design. */
export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 10_000, everyMs = 10) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not reached");
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/**
 * Rate limits count in fixed windows (lib/policy/rate-limit.server.ts): a test that fills one
 * must not straddle a window's end, or the count starts again half-way. Waits, when fewer than
 * `needSeconds` are left in the current window, for the next one to begin.
 */
export async function startOfRoomyWindow(windowSeconds: number, needSeconds = 20) {
  const windowMs = windowSeconds * 1000;
  const left = windowMs - (Date.now() % windowMs);
  if (left < needSeconds * 1000) await new Promise((r) => setTimeout(r, left + 50));
}
