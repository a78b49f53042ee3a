// A voice clip spoken by the server's demo voice (eSpeak NG, decision 128) is labelled "Demo voice"
// wherever it is listed, so nobody takes it for the character's AI voice (decision 341).

export const DEMO_VOICE_LABEL = "Demo voice";

/** True for a clip whose meta says the demo voice spoke it (Generate Speech without a key, a demo draft video). */
export function isDemoVoiceClip(meta: unknown): boolean {
  return !!meta && typeof meta === "object" && (meta as Record<string, unknown>).engine === "espeak-ng";
}
