import { HttpError } from "@/lib/api/errors";

export type ProviderFailure = "rate-limited" | "unavailable" | "timeout" | "malformed" | "rejected" | "failed" | "key";

/**
 * An outside service (an AI provider, a cloud drive) that failed. `status` is what our endpoint
 * answers: 504 for a timeout, 503 with Retry-After when rate-limited, otherwise 502; never a 500.
 * `upstreamStatus` is the service's own HTTP status when it answered at all (a drive's 401 means
 * it no longer accepts the access token). The message is shown as is (spec section 8), so it is
 * written for the buyer unless a caller maps it first (lib/storage/connections.server.ts).
 */
export class ProviderError extends HttpError {
  constructor(
    public readonly provider: string,
    public readonly reason: ProviderFailure,
    message: string,
    public readonly upstreamStatus?: number,
  ) {
    super(reason === "timeout" ? 504 : reason === "rate-limited" ? 503 : 502, message, reason === "rate-limited" ? { "Retry-After": "30" } : {});
    this.name = "ProviderError";
  }
}

/** The failure an HTTP status from a service stands for. */
export function failureOfStatus(status: number): ProviderFailure {
  if (status === 429) return "rate-limited";
  return status >= 500 ? "unavailable" : "rejected";
}
