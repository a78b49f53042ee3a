import "server-only";
import { env } from "@/lib/env";
import type { ProfileVariables } from "@/lib/validation/ai";
import { openAiTextProvider, type TextProvider } from "./openai.server";
import { leonardoImageProvider, type ImageProvider } from "./leonardo.server";
import { elevenLabsVoiceProvider, type VoiceProvider } from "./elevenlabs.server";
import { demoTextProvider } from "./demo/text.server";
import { demoImageProvider } from "./demo/images.server";
import { demoVoiceProvider } from "./demo/voice.server";

// Each provider runs live when its key is set and in labelled demo mode otherwise; with a key
// set, demo output is never used.
export type ProviderStatus = "ready" | "demo";

export function aiStatus(): { openai: ProviderStatus; leonardo: ProviderStatus; elevenlabs: ProviderStatus } {
  const e = env();
  return {
    openai: e.OPENAI_API_KEY ? "ready" : "demo",
    leonardo: e.LEONARDO_API_KEY ? "ready" : "demo",
    elevenlabs: e.ELEVENLABS_API_KEY ? "ready" : "demo",
  };
}

export const textProvider = (vars?: Partial<ProfileVariables>): TextProvider => (env().OPENAI_API_KEY ? openAiTextProvider : demoTextProvider(vars));

export const imageProvider = (): ImageProvider => (env().LEONARDO_API_KEY ? leonardoImageProvider : demoImageProvider);

export const voiceProvider = (): VoiceProvider => (env().ELEVENLABS_API_KEY ? elevenLabsVoiceProvider : demoVoiceProvider);
