/** Polls `check` until it holds; throws when `timeoutMs` passes first. Bounded by design. */
export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 10_000, everyMs = 10) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not reached");
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
