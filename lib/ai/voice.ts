import "server-only";
import { prisma } from "@/lib/db/client";
import { throttle } from "@/lib/policy/throttle";
import { withDailyQuota } from "@/lib/policy/quota";
import { DEFAULT_VOICE_ID, DEFAULT_VOICE_MODEL } from "./options";
import { ProviderError } from "./errors";
import { voiceProvider } from "./providers";
import { ownedCharacter } from "./owned-character";

export const BROWSER_SPEECH_KEY_MESSAGE = "A valid ElevenLabs API key is needed for AI voices, so your browser speaks the text instead.";

export async function listVoices(userId: string, model = DEFAULT_VOICE_MODEL) {
  await throttle("aiVoicePerUser", userId);
  const provider = voiceProvider();
  return { voices: await provider.listVoices(model), selectedModel: model, demo: provider.mode === "demo" };
}

type SpeechInput = { voiceId?: string; text: string; model?: string; characterId?: string };

/**
 * Speech for a text: MP3 as base64 (kept as an audio asset of the character when one is
 * given), or the browser-speech answer when there is no usable voice key (spec section 8).
 * Only a call that reaches ElevenLabs spends the daily speech quota (decision 098).
 */
export async function generateSpeech(userId: string, input: SpeechInput) {
  if (input.characterId) await ownedCharacter(userId, input.characterId);
  const browser = { audioBase64: null, useBrowserTTS: true, text: input.text, message: BROWSER_SPEECH_KEY_MESSAGE };
  const provider = voiceProvider();
  if (provider.mode === "demo") {
    await throttle("aiVoicePerUser", userId);
    return browser;
  }
  const voiceId = input.voiceId || DEFAULT_VOICE_ID;
  const model = input.model ?? DEFAULT_VOICE_MODEL;
  let audio: Buffer;
  try {
    audio = await withDailyQuota(userId, "speech", () => provider.speak(voiceId, input.text, model));
  } catch (error) {
    if (error instanceof ProviderError && error.reason === "key") return browser;
    throw error;
  }
  if (input.characterId) {
    await prisma().asset.create({
      data: { characterId: input.characterId, kind: "voice-clip", contentType: "audio/mpeg", bytes: new Uint8Array(audio), meta: { voiceId, model, text: input.text } },
    });
  }
  return { audioBase64: audio.toString("base64"), useBrowserTTS: false, text: input.text, message: "Speech generated" };
}

/** Speaks each sample text with the chosen voice so the user can compare variations. */
export async function generateVoiceVariations(userId: string, input: { sampleTexts: string[]; voiceId?: string; model?: string }) {
  const provider = voiceProvider();
  if (provider.mode === "demo") {
    await throttle("aiVoicePerUser", userId);
    return { message: `Demo mode: ${BROWSER_SPEECH_KEY_MESSAGE}`, useBrowserTTS: true, variations: [] };
  }
  const voiceId = input.voiceId || DEFAULT_VOICE_ID;
  const model = input.model ?? DEFAULT_VOICE_MODEL;
  const variations = await withDailyQuota(userId, "speech", async () => {
    const spoken = [];
    for (const text of input.sampleTexts) spoken.push({ text, audioBase64: (await provider.speak(voiceId, text, model)).toString("base64") });
    return spoken;
  });
  return { message: `Generated ${variations.length} voice variation${variations.length === 1 ? "" : "s"}`, useBrowserTTS: false, variations };
}
