import "server-only";
import type { VoiceProvider } from "../elevenlabs.server";

// Without an ElevenLabs key the page speaks with the browser (the spec's own fallback). The
// ids mention female/male so the page's voice choice rule picks a matching browser voice.
export const demoVoiceProvider: VoiceProvider = {
  mode: "demo",
  async listVoices() {
    return [
      { voiceId: "browser-female", name: "Browser voice (female)", category: "demo" },
      { voiceId: "browser-male", name: "Browser voice (male)", category: "demo" },
    ];
  },
  async speak() {
    throw new Error("demo voices are spoken by the browser");
  },
  async speakWithTimestamps() {
    throw new Error("demo voices are spoken by the browser; a draft video's demo voice is lib/ai/speech/demo-voice.server.ts");
  },
};
