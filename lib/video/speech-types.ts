// What speech for a video is: audio the server holds, and when each word is said. Shared by the
// speech engines (lib/ai/speech), the captions and the draft video (lib/video), and the package.

/** One spoken word, in seconds from the start of the audio. */
export type WordTiming = { word: string; start: number; end: number };

export type SpeechEngine = "elevenlabs" | "espeak-ng";

export type SpokenAudio = {
  audio: Buffer;
  /** "audio/mpeg" (ElevenLabs) or "audio/wav" (the server demo voice). */
  contentType: "audio/mpeg" | "audio/wav";
  durationSeconds: number;
  words: WordTiming[];
  /** True when the engine reported the timings; false when they were spread over its sentences (decision 128). */
  timingsFromEngine: boolean;
  engine: SpeechEngine;
};
