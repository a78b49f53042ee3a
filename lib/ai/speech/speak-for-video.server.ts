import "server-only";
import { BadRequestError } from "@/lib/api/errors";
import { withDailyQuota } from "@/lib/policy/quota.server";
import { DEFAULT_VOICE_SETTINGS, elevenLabsVoiceSettings, type VoiceSettings } from "@/lib/voice/settings";
import { DEFAULT_VOICE_MODEL } from "@/lib/validation/ai-options";
import { ProviderError, providerMessages } from "../errors";
import { voiceProvider } from "../providers.server";
import { speakerFor } from "../voice.server";
import { wordsFromAlignment } from "./alignment";
import { speakWithDemoVoice } from "./demo-voice.server";
import { mp3DurationSeconds } from "./mp3";
import type { SpokenAudio } from "@/lib/video/speech-types";

// Speech the server holds, for the draft video: the character's voice reading the script, with
// when each word is said (decisions 128 and 132).

/** A 60-second video's script is about 1,000 characters; ElevenLabs takes up to 10,000. */
export const MAX_VIDEO_SPEECH_CHARS = 5_000;

async function elevenLabsSpeech(voiceId: string, text: string, settings: VoiceSettings): Promise<SpokenAudio> {
  const { audio, alignment } = await voiceProvider().speakWithTimestamps(voiceId, text, DEFAULT_VOICE_MODEL, elevenLabsVoiceSettings(settings));
  let durationSeconds: number;
  try {
    durationSeconds = mp3DurationSeconds(audio);
  } catch {
    durationSeconds = NaN;
  }
  // Captions need the timings: an answer without them is as unusable as unreadable audio.
  if (!alignment || !Number.isFinite(durationSeconds)) throw new ProviderError("ElevenLabs", "malformed", providerMessages.malformed("ElevenLabs"));
  const words = wordsFromAlignment(alignment).map((w) => ({ ...w, start: Math.min(w.start, durationSeconds), end: Math.min(w.end, durationSeconds) }));
  return { audio, contentType: "audio/mpeg", durationSeconds, words, timingsFromEngine: true, engine: "elevenlabs" };
}

/**
 * The character's voice (its preset's voice and its saved settings, decision 107) reading the
 * text. With an ElevenLabs key: ElevenLabs' speech with timestamps, one speech generation of
 * the buyer's daily quota. Without a key, or when ElevenLabs refuses the key: the server demo
 * voice, which needs neither (`engine` says which spoke). Other ElevenLabs failures are thrown
 * as ProviderError. Another buyer's character is a NotFoundError, like a missing one.
 */
export async function speakForVideo(userId: string, input: { characterId: string; text: string }): Promise<SpokenAudio> {
  const text = input.text.trim();
  if (!text) throw new BadRequestError("The script is empty: write or generate a script first");
  if (text.length > MAX_VIDEO_SPEECH_CHARS) throw new BadRequestError(`The script is too long to speak (at most ${MAX_VIDEO_SPEECH_CHARS} characters)`);
  const speaker = await speakerFor(userId, { characterId: input.characterId });
  const settings = speaker.settings ?? DEFAULT_VOICE_SETTINGS;
  if (voiceProvider().mode === "live") {
    try {
      return await withDailyQuota(userId, "speech", () => elevenLabsSpeech(speaker.voiceId, text, settings));
    } catch (error) {
      if (!(error instanceof ProviderError && error.reason === "key")) throw error;
    }
  }
  return speakWithDemoVoice(text, settings);
}
