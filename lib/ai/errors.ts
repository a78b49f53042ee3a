import { HttpError } from "@/lib/api/errors";

export type ProviderName = "OpenAI" | "Leonardo" | "ElevenLabs";

/**
 * A provider call that failed, with a message the test page can show as is (spec section 8:
 * "message in a destructive alert"). The status is what our endpoint answers, never a 500.
 */
export class ProviderError extends HttpError {
  constructor(
    public readonly provider: ProviderName,
    public readonly reason: "rate-limited" | "unavailable" | "timeout" | "malformed" | "rejected" | "failed" | "key",
    message: string,
  ) {
    super(reason === "timeout" ? 504 : reason === "rate-limited" ? 503 : 502, message, reason === "rate-limited" ? { "Retry-After": "30" } : {});
    this.name = "ProviderError";
  }
}

export const providerMessages = {
  rateLimited: (p: ProviderName) => `${p} is receiving too many requests right now. Please try again in a minute.`,
  unavailable: (p: ProviderName) => `${p} is temporarily unavailable. Please try again in a moment.`,
  timeout: (p: ProviderName) => `${p} took too long to answer. Please try again.`,
  malformed: (p: ProviderName) => `${p} returned an answer that could not be read. Please try again.`,
  key: (p: ProviderName) => `${p} rejected the API key. Check the ${p} API key in the server settings.`,
  rejected: (p: ProviderName, detail: string) => `${p} refused the request: ${detail}`,
};
