import "server-only";
import { env } from "@/lib/env";
import { ProviderError, providerMessages } from "./errors";
import { providerFetch, readProviderJson } from "./http.server";
import type { ElevenLabsVoiceSettings } from "@/lib/voice/settings";
import { speechAlignmentSchema, type SpeechAlignment } from "@/lib/ai/speech/alignment";

export type Voice = { voiceId: string; name: string; category: string };

/** Voice behind one small interface; demo mode answers with browser voices instead. */
export interface VoiceProvider {
  mode: "live" | "demo";
  listVoices(model: string): Promise<Voice[]>;
  /**
   * MP3 bytes of the text spoken by the voice; voice settings, when given, override the voice's
   * stored ones for this request only.
   */
  speak(voiceId: string, text: string, model: string, settings?: ElevenLabsVoiceSettings): Promise<Buffer>;
  /**
   * The same speech with when each character of the text is said (decision 132): ElevenLabs'
   * `alignment`, or null when its answer carries none.
   */
  speakWithTimestamps(voiceId: string, text: string, model: string, settings?: ElevenLabsVoiceSettings): Promise<TimedSpeech>;
}

export type TimedSpeech = { audio: Buffer; alignment: SpeechAlignment | null };

type TimestampsAnswer = { audio_base64?: unknown; alignment?: unknown; normalized_alignment?: unknown };

type VoicesAnswer = {
  voices?: { voice_id?: string; name?: string; category?: string; high_quality_base_model_ids?: string[] }[];
};

const base = () => env().ELEVENLABS_BASE_URL.replace(/\/$/, "");
const key = () => ({ "xi-api-key": env().ELEVENLABS_API_KEY ?? "" });

// An MP3 starts with an ID3 tag or a frame sync; anything else is not audio we can play.
const isMp3 = (bytes: Buffer) => bytes.length > 2 && (bytes.subarray(0, 3).toString("latin1") === "ID3" || (bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0));
const malformed = () => new ProviderError("ElevenLabs", "malformed", providerMessages.malformed("ElevenLabs"));

/**
 * POST text-to-speech (`variant` "" for MP3 bytes, "/with-timestamps" for JSON with timings) for
 * the voice, as MP3 at 44.1 kHz, 128 kbit/s.
 */
function textToSpeech(variant: "" | "/with-timestamps", voiceId: string, text: string, model: string, settings?: ElevenLabsVoiceSettings) {
  return providerFetch("ElevenLabs", `${base()}/v1/text-to-speech/${encodeURIComponent(voiceId)}${variant}?output_format=mp3_44100_128`, {
    method: "POST",
    headers: { ...key(), "content-type": "application/json", accept: variant ? "application/json" : "audio/mpeg" },
    body: JSON.stringify({ text, model_id: model, ...(settings ? { voice_settings: settings } : {}) }),
  });
}

export const elevenLabsVoiceProvider: VoiceProvider = {
  mode: "live",
  async listVoices(model) {
    const res = await providerFetch("ElevenLabs", `${base()}/v1/voices`, { headers: { ...key(), accept: "application/json" } });
    const answer = await readProviderJson<VoicesAnswer>("ElevenLabs", res);
    if (!Array.isArray(answer.voices)) throw new ProviderError("ElevenLabs", "malformed", providerMessages.malformed("ElevenLabs"));
    const voices = answer.voices.filter((v) => v.voice_id && v.name);
    // Voices that list their high-quality models are kept only for the chosen model; voices
    // that list none work with every model.
    return voices
      .filter((v) => !v.high_quality_base_model_ids?.length || v.high_quality_base_model_ids.includes(model))
      .map((v) => ({ voiceId: v.voice_id!, name: v.name!, category: v.category ?? "premade" }));
  },
  async speak(voiceId, text, model, settings) {
    const res = await textToSpeech("", voiceId, text, model, settings);
    const bytes = Buffer.from(await res.arrayBuffer());
    if (!isMp3(bytes)) throw malformed();
    return bytes;
  },
  async speakWithTimestamps(voiceId, text, model, settings) {
    const res = await textToSpeech("/with-timestamps", voiceId, text, model, settings);
    const answer = await readProviderJson<TimestampsAnswer>("ElevenLabs", res);
    const audio = typeof answer.audio_base64 === "string" ? Buffer.from(answer.audio_base64, "base64") : Buffer.alloc(0);
    if (!isMp3(audio)) throw malformed();
    // `alignment` times the text as sent (what captions show); `normalized_alignment` times the
    // text as ElevenLabs rewrote it to speak (numbers spelled out), so it is not used.
    const alignment = speechAlignmentSchema.safeParse(answer.alignment);
    return { audio, alignment: alignment.success ? alignment.data : null };
  },
};
