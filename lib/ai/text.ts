import "server-only";
import { rateLimit } from "@/lib/auth/rate-limit";
import type { ProfileVariables } from "@/lib/validation/ai";
import { textProvider } from "./providers";
import type { ScriptInput } from "./openai";

// Text generation for signed-in users: the profile generator and the script writer.
const LIMIT = { count: 30, windowSeconds: 600 };

export async function generateCharacterProfile(userId: string, prompt: string, variables?: Partial<ProfileVariables>) {
  await rateLimit(`ai-text:${userId}`, LIMIT.count, LIMIT.windowSeconds);
  const provider = textProvider(variables);
  const character = await provider.generateProfile(prompt);
  return { character, demo: provider.mode === "demo" };
}

export async function generateScript(userId: string, input: ScriptInput) {
  await rateLimit(`ai-text:${userId}`, LIMIT.count, LIMIT.windowSeconds);
  const provider = textProvider();
  return { script: await provider.generateScript(input), demo: provider.mode === "demo" };
}
