// The AI providers' failures are the one ProviderError of every outside service; here are
// their names and the messages the test page shows as is (spec section 8).
export { ProviderError } from "@/lib/net/provider-error";

export type ProviderName = "OpenAI" | "Leonardo" | "ElevenLabs";

export const providerMessages = {
  rateLimited: (p: ProviderName) => `${p} is receiving too many requests right now. Please try again in a minute.`,
  unavailable: (p: ProviderName) => `${p} is temporarily unavailable. Please try again in a moment.`,
  timeout: (p: ProviderName) => `${p} took too long to answer. Please try again.`,
  malformed: (p: ProviderName) => `${p} returned an answer that could not be read. Please try again.`,
  key: (p: ProviderName) => `${p} rejected the API key. Check the ${p} API key in the server settings.`,
  rejected: (p: ProviderName, detail: string) => `${p} refused the request: ${detail}`,
};
