import "server-only";
import { env } from "@/lib/env";
import { ProviderError, providerMessages } from "./errors";
import { providerFetch, readProviderJson } from "./http.server";
import type { ElevenLabsVoiceSettings } from "@/lib/voice/settings";

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
}

type VoicesAnswer = {
  voices?: { voice_id?: string; name?: string; category?: string; high_quality_base_model_ids?: string[] }[];
};

const base = () => env().ELEVENLABS_BASE_URL.replace(/\/$/, "");
const key = () => ({ "xi-api-key": env().ELEVENLABS_API_KEY ?? "" });

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
    const res = await providerFetch("ElevenLabs", `${base()}/v1/text-to-speech/${encodeURIComponent(voiceId)}?output_format=mp3_44100_128`, {
      method: "POST",
      headers: { ...key(), "content-type": "application/json", accept: "audio/mpeg" },
      body: JSON.stringify({ text, model_id: model, ...(settings ? { voice_settings: settings } : {}) }),
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    // An MP3 starts with an ID3 tag or a frame sync; anything else is not audio we can play.
    const isMp3 = bytes.length > 2 && (bytes.subarray(0, 3).toString("latin1") === "ID3" || (bytes[0] === 0xff && (bytes[1] & 0xe0) === 0xe0));
    if (!isMp3) throw new ProviderError("ElevenLabs", "malformed", providerMessages.malformed("ElevenLabs"));
    return bytes;
  },
};
