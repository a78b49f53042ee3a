// Watches the app through an outage: what each probe answered, how long it took, and when the
// app served again after the database came back.
export type Probe = { at: number; path: string; status: number; ms: number; message?: string };

export function startProbing(base: string, cookie: string, intervalMs = 100) {
  const probes: Probe[] = [];
  let running = true;
  const loop = async (path: string, headers: Record<string, string>) => {
    while (running) {
      const t0 = Date.now();
      try {
        const res = await fetch(base + path, { headers, signal: AbortSignal.timeout(10_000) });
        const body = (await res.json().catch(() => null)) as { message?: string } | null;
        probes.push({ at: t0, path, status: res.status, ms: Date.now() - t0, message: body?.message });
      } catch {
        probes.push({ at: t0, path, status: 0, ms: Date.now() - t0 });
      }
      await new Promise((r) => setTimeout(r, intervalMs));
    }
  };
  const done = Promise.all([loop("/api/ready", {}), loop("/api/user", { cookie })]);
  return {
    probes,
    async stop() {
      running = false;
      await done;
    },
  };
}

/** Seconds from `since` until every probe path has answered 200 again. */
export function recoverySeconds(probes: Probe[], since: number) {
  const paths = [...new Set(probes.map((p) => p.path))];
  const firstOk = paths.map((path) => probes.find((p) => p.path === path && p.at >= since && p.status === 200)?.at);
  if (firstOk.some((t) => t === undefined)) return Infinity;
  return (Math.max(...(firstOk as number[])) - since) / 1000;
}

/**
 * Resolves once every probe path has answered 200 since `since`, or `allowedMs` after it: the
 * whole allowance is watched however soon the load's window ends after the database returned.
 */
export async function untilRecovered(probes: Probe[], since: number, allowedMs: number, pollMs = 100) {
  while (recoverySeconds(probes, since) === Infinity && Date.now() < since + allowedMs) {
    await new Promise((r) => setTimeout(r, pollMs));
  }
}
