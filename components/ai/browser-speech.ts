"use client";
import { browserSpeech, pickPresetVoice, type BrowserSpeech } from "@/lib/voice/browser-speech";
import type { VoiceSettings } from "@/lib/voice/settings";

/**
 * The spec's browser speech fallback: rate 0.9, pitch 1, and a voice whose name mentions
 * "female" or "male" when the chosen voice id mentions it.
 */
export function pickBrowserVoice(voices: SpeechSynthesisVoice[], voiceId: string | undefined) {
  const id = (voiceId ?? "").toLowerCase();
  const wanted = id.includes("female") ? "female" : id.includes("male") ? "male" : null;
  if (!wanted) return undefined;
  return voices.find((v) => {
    const name = v.name.toLowerCase();
    return wanted === "male" ? /\bmale\b/.test(name) : name.includes("female");
  });
}

export function speakInBrowser(text: string, voiceId?: string): boolean {
  if (typeof window === "undefined" || !("speechSynthesis" in window)) return false;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.rate = 0.9;
  utterance.pitch = 1;
  const voice = pickBrowserVoice(window.speechSynthesis.getVoices(), voiceId);
  if (voice) utterance.voice = voice;
  window.speechSynthesis.cancel();
  window.speechSynthesis.speak(utterance);
  return true;
}

/**
 * Speaks the text as the character's voice design sounds in demo mode (decision 109): rate,
 * pitch and volume from the settings, language and voice from the preset. Returns what it used,
 * or null when the browser cannot speak.
 */
export function speakWithVoiceSettings(text: string, settings: VoiceSettings): BrowserSpeech | null {
  if (typeof window === "undefined" || !("speechSynthesis" in window)) return null;
  const speech = browserSpeech(settings);
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.rate = speech.rate;
  utterance.pitch = speech.pitch;
  utterance.volume = speech.volume;
  utterance.lang = speech.lang;
  const voice = pickPresetVoice(window.speechSynthesis.getVoices(), speech);
  if (voice) utterance.voice = voice;
  window.speechSynthesis.cancel();
  window.speechSynthesis.speak(utterance);
  return speech;
}
