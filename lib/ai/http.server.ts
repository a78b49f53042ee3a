import "server-only";
import { env } from "@/lib/env";
import { ProviderError, providerMessages, type ProviderName } from "./errors";

const MAX_RETRY_WAIT_MS = 20_000;

/** Seconds or an HTTP date, as Retry-After may be either; capped so a request never hangs. */
export function retryDelayMs(header: string | null, fallbackMs = 1000): number {
  if (!header) return fallbackMs;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : new Date(header).getTime() - Date.now();
  return Math.min(MAX_RETRY_WAIT_MS, Math.max(0, Number.isFinite(ms) ? ms : fallbackMs));
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * fetch for the REST providers: a timeout on every attempt, one retry on 429 or 5xx (and on a
 * timeout or network error) after the Retry-After delay, and failures turned into
 * ProviderError with a message for people. Returns the OK response.
 */
export async function providerFetch(provider: ProviderName, url: string, init: RequestInit = {}): Promise<Response> {
  const timeoutMs = env().AI_TIMEOUT_MS;
  let lastError: ProviderError | undefined;
  for (let attempt = 0; attempt < 2; attempt++) {
    let res: Response;
    try {
      res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const timedOut = (error as Error).name === "TimeoutError";
      lastError = new ProviderError(
        provider,
        timedOut ? "timeout" : "unavailable",
        timedOut ? providerMessages.timeout(provider) : providerMessages.unavailable(provider),
      );
      if (attempt === 0) await sleep(1000);
      continue;
    }
    if (res.ok) return res;
    const detail = await res.text().catch(() => "");
    if (res.status === 429 || res.status >= 500) {
      lastError = new ProviderError(
        provider,
        res.status === 429 ? "rate-limited" : "unavailable",
        res.status === 429 ? providerMessages.rateLimited(provider) : providerMessages.unavailable(provider),
      );
      if (attempt === 0) await sleep(retryDelayMs(res.headers.get("retry-after")));
      continue;
    }
    if (res.status === 401 || res.status === 403) throw new ProviderError(provider, "key", providerMessages.key(provider));
    throw new ProviderError(provider, "rejected", providerMessages.rejected(provider, readDetail(detail) || `${res.status} ${res.statusText}`));
  }
  throw lastError!;
}

/** The provider's own error text, from the usual JSON shapes or the raw body. */
function readDetail(body: string): string {
  try {
    const json = JSON.parse(body) as { error?: string | { message?: string }; message?: string; detail?: { message?: string } | string };
    const e = json.error;
    const d = json.detail;
    return (typeof e === "string" ? e : e?.message) ?? json.message ?? (typeof d === "string" ? d : d?.message) ?? body.slice(0, 200);
  } catch {
    return body.slice(0, 200);
  }
}

/** Parses a JSON body; anything unreadable is the provider's "malformed" error. */
export async function readProviderJson<T>(provider: ProviderName, res: Response): Promise<T> {
  try {
    return (await res.json()) as T;
  } catch {
    throw new ProviderError(provider, "malformed", providerMessages.malformed(provider));
  }
}
