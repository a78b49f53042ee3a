import "server-only";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runFfmpeg } from "@/lib/video/ffmpeg.server";
import type { VoiceSettings } from "@/lib/voice/settings";
import { espeakWav } from "./espeak.server";
import { espeakVoiceFor } from "./espeak-voice";
import { sentencesOf, spreadWords } from "./spread";
import type { SpokenAudio, WordTiming } from "@/lib/video/speech-types";
import { readWav, voicedSpan, writeWav, type WavFormat } from "./wav";

// The server demo voice (decision 128): eSpeak NG speaks the text one sentence at a time, the
// sentences' audio is joined into one WAV, and each sentence's words are spread over the part of
// its audio that is not silence. eSpeak's command line reports no word positions.

/** A whole draft video's script is read in a few seconds; this bounds a pathological text. */
export const DEMO_VOICE_TIME_LIMIT_MS = 30_000;

const sameFormat = (a: WavFormat, b: WavFormat) => a.sampleRate === b.sampleRate && a.channels === b.channels && a.bitsPerSample === b.bitsPerSample;

export async function speakWithDemoVoice(text: string, settings: VoiceSettings, timeLimitMs = DEMO_VOICE_TIME_LIMIT_MS): Promise<SpokenAudio> {
  const voice = espeakVoiceFor(settings);
  const deadline = Date.now() + timeLimitMs;
  let format: WavFormat | null = null;
  const pcm: Buffer[] = [];
  const words: WordTiming[] = [];
  let offset = 0;
  for (const sentence of sentencesOf(text)) {
    if (Date.now() > deadline) throw new Error(`The demo voice took longer than ${timeLimitMs / 1000} seconds`);
    const wav = readWav(await espeakWav(sentence, voice));
    format ??= wav;
    if (!sameFormat(format, wav)) throw new Error("The demo voice changed its audio format between sentences");
    const voiced = voicedSpan(wav);
    words.push(...spreadWords(sentence, offset + voiced.start, offset + voiced.end));
    pcm.push(wav.pcm);
    offset += wav.durationSeconds;
  }
  if (!format) throw new Error("There is no text to speak");
  const audio = writeWav({ sampleRate: format.sampleRate, channels: format.channels, bitsPerSample: format.bitsPerSample }, Buffer.concat(pcm));
  return { audio, contentType: "audio/wav", durationSeconds: readWav(audio).durationSeconds, words, timingsFromEngine: false, engine: "espeak-ng" };
}

/** The demo voice's speech as an MP3 (what a voice clip is everywhere else), with its word timings. */
export async function demoVoiceMp3(text: string, settings: VoiceSettings): Promise<SpokenAudio> {
  const spoken = await speakWithDemoVoice(text, settings);
  const work = await mkdtemp(join(tmpdir(), "demo-voice-"));
  try {
    await writeFile(join(work, "speech.wav"), spoken.audio);
    await runFfmpeg(["-hide_banner", "-nostdin", "-loglevel", "error", "-i", "speech.wav", "-codec:a", "libmp3lame", "-b:a", "64k", "speech.mp3"], {
      cwd: work,
    });
    const audio = await readFile(join(work, "speech.mp3"));
    return { ...spoken, audio, contentType: "audio/mpeg" };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
