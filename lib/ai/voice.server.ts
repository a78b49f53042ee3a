import "server-only";
import { saveAsset } from "@/lib/media/assets.server";
import { throttle } from "@/lib/policy/throttle.server";
import { withDailyQuota } from "@/lib/policy/quota.server";
import { DEFAULT_VOICE_SETTINGS, elevenLabsVoiceSettings, readVoiceSettings, voicePreset, type VoiceSettings } from "@/lib/voice/settings";
import { voiceVariations, type VoiceSample } from "@/lib/voice/variations";
import { DEFAULT_VOICE_ID, DEFAULT_VOICE_MODEL } from "@/lib/validation/ai-options";
import { ProviderError } from "./errors";
import { voiceProvider } from "./providers.server";
import { CHARACTER_NOT_FOUND, ownedCharacter } from "@/lib/auth/ownership.server";
import { demoVoiceMp3 } from "./speech/demo-voice.server";
import { DEMO_VOICE_LABEL } from "./speech/demo-voice-label";

export const BROWSER_SPEECH_KEY_MESSAGE = "A valid ElevenLabs API key is needed for AI voices, so your browser speaks the text instead.";

export async function listVoices(userId: string, model = DEFAULT_VOICE_MODEL) {
  await throttle("aiVoicePerUser", userId);
  const provider = voiceProvider();
  return { voices: await provider.listVoices(model), selectedModel: model, demo: provider.mode === "demo" };
}

/**
 * The voice a character speaks with (decision 107): its saved settings, and its preset's voice
 * unless the caller chose one. Without a character: the chosen voice or the default, and the
 * voice's own stored settings.
 */
export async function speakerFor(userId: string, input: { characterId?: string; voiceId?: string }) {
  if (!input.characterId) return { voiceId: input.voiceId || DEFAULT_VOICE_ID, settings: null };
  const settings = readVoiceSettings((await ownedCharacter(userId, input.characterId, CHARACTER_NOT_FOUND)).voiceSettings);
  return { voiceId: input.voiceId || voicePreset(settings.preset).elevenLabsVoiceId, settings };
}

/** Speaks with ElevenLabs, or answers null when the key is missing or refused (browser speech). */
async function speakOrNull<T>(userId: string, speak: () => Promise<T>): Promise<T | null> {
  const provider = voiceProvider();
  if (provider.mode === "demo") {
    await throttle("aiVoicePerUser", userId);
    return null;
  }
  try {
    return await withDailyQuota(userId, "speech", speak);
  } catch (error) {
    if (error instanceof ProviderError && error.reason === "key") return null;
    throw error;
  }
}

const speak = (voiceId: string, text: string, model: string, settings: VoiceSettings | null) =>
  voiceProvider().speak(voiceId, text, model, settings ? elevenLabsVoiceSettings(settings) : undefined);

const speakTimed = (voiceId: string, text: string, model: string, settings: VoiceSettings | null) =>
  voiceProvider().speakWithTimestamps(voiceId, text, model, settings ? elevenLabsVoiceSettings(settings) : undefined);

type SpeechInput = { voiceId?: string; text: string; model?: string; characterId?: string };

/**
 * Speech for a text: MP3 as base64 (kept as an audio asset of the character when one is
 * given), or the browser-speech answer when there is no usable voice key (spec section 8),
 * carrying the character's settings so the browser speaks with them too (decision 109).
 * Only a call that reaches ElevenLabs spends the daily speech quota (decision 098). The clip
 * keeps ElevenLabs' character timings as `meta.alignment`, from which the package writes the
 * script's .srt (decisions 112 and 132).
 */
export async function generateSpeech(userId: string, input: SpeechInput) {
  const { voiceId, settings } = await speakerFor(userId, input);
  const model = input.model ?? DEFAULT_VOICE_MODEL;
  const spoken = await speakOrNull(userId, () => speakTimed(voiceId, input.text, model, settings));
  if (!spoken) {
    const browser = { audioBase64: null, useBrowserTTS: true, text: input.text, voiceSettings: settings };
    if (!input.characterId) return { ...browser, message: BROWSER_SPEECH_KEY_MESSAGE };
    const clip = await saveDemoVoiceClip(input.characterId, input.text, settings ?? DEFAULT_VOICE_SETTINGS);
    return { ...browser, message: `${BROWSER_SPEECH_KEY_MESSAGE} ${DEMO_CLIP_SAVED}`, demoClipUrl: clip.url };
  }
  const { audio, alignment } = spoken;
  if (input.characterId) {
    await saveAsset({
      characterId: input.characterId,
      kind: "voice-clip",
      contentType: "audio/mpeg",
      body: audio,
      meta: { voiceId, model, text: input.text, voiceSettings: settings, ...(alignment ? { alignment } : {}) },
    });
  }
  return { audioBase64: audio.toString("base64"), useBrowserTTS: false, text: input.text, message: "Speech generated", voiceSettings: settings };
}

export const DEMO_CLIP_SAVED = `A copy spoken by the server's "${DEMO_VOICE_LABEL}" is saved to this character for Download Voice Samples, the script's subtitles and the package.`;

/**
 * Without a usable ElevenLabs key the browser speaks, and the server also keeps the text spoken
 * by its demo voice (the draft video's, decision 128) as the character's voice clip: an MP3 with
 * its word timings, marked `engine: "espeak-ng"` so every list labels it "Demo voice" (decision 341).
 */
async function saveDemoVoiceClip(characterId: string, text: string, settings: VoiceSettings) {
  const spoken = await demoVoiceMp3(text, settings);
  return saveAsset({
    characterId,
    kind: "voice-clip",
    contentType: "audio/mpeg",
    body: spoken.audio,
    meta: { text, engine: spoken.engine, label: DEMO_VOICE_LABEL, words: spoken.words, durationSeconds: spoken.durationSeconds, voiceSettings: settings },
  });
}

/** Speaks each sample text with the chosen voice (and the character's settings, if given). */
export async function generateVoiceVariations(userId: string, input: { sampleTexts: string[]; voiceId?: string; model?: string; characterId?: string }) {
  const { voiceId, settings } = await speakerFor(userId, input);
  const model = input.model ?? DEFAULT_VOICE_MODEL;
  const variations = await speakOrNull(userId, async () => {
    const spoken = [];
    for (const text of input.sampleTexts) spoken.push({ text, audioBase64: (await speak(voiceId, text, model, settings)).toString("base64") });
    return spoken;
  });
  if (!variations) return { message: `Demo mode: ${BROWSER_SPEECH_KEY_MESSAGE}`, useBrowserTTS: true, variations: [] };
  return { message: `Generated ${variations.length} voice variation${variations.length === 1 ? "" : "s"}`, useBrowserTTS: false, variations };
}

export type SpokenVoiceSample = VoiceSample & { audioBase64: string | null };

/**
 * "Generate Voice Variations" on the Voice step: one sentence spoken with the given settings and
 * two variations of them (decision 108), each with its preset's voice; one speech generation of
 * the daily quota. Without a usable key the browser speaks each sample (audioBase64 null).
 */
export async function generateVoiceSamples(userId: string, characterId: string, input: { text: string; settings: VoiceSettings; model?: string }) {
  await ownedCharacter(userId, characterId, CHARACTER_NOT_FOUND);
  const samples = voiceVariations(input.settings);
  const model = input.model ?? DEFAULT_VOICE_MODEL;
  const audio = await speakOrNull(userId, async () => {
    const spoken: string[] = [];
    for (const s of samples) spoken.push((await speak(voicePreset(s.settings.preset).elevenLabsVoiceId, input.text, model, s.settings)).toString("base64"));
    return spoken;
  });
  return {
    text: input.text,
    useBrowserTTS: !audio,
    message: audio ? "Three samples of the same sentence: keep the one you like." : BROWSER_SPEECH_KEY_MESSAGE,
    samples: samples.map((s, i): SpokenVoiceSample => ({ ...s, audioBase64: audio?.[i] ?? null })),
  };
}
