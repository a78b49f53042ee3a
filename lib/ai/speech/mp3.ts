// The length of an MP3 as ElevenLabs sends it (constant bit rate, behind an optional ID3v2 tag),
// by walking its MPEG audio frames: the speech's true length, not the last word's end.

const BITRATES_KBPS: Record<string, number[]> = {
  // Index 1-14 of the header's bitrate field; 0 ("free") and 15 (bad) are not frames we read.
  "1-3": [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  "2-3": [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

type Frame = { length: number; samples: number; sampleRate: number };

/** One Layer III frame header at `at`, or null. */
function frameAt(bytes: Buffer, at: number): Frame | null {
  if (at + 4 > bytes.length || bytes[at] !== 0xff || (bytes[at + 1]! & 0xe0) !== 0xe0) return null;
  const version = (bytes[at + 1]! >> 3) & 3; // 3: MPEG-1, 2: MPEG-2, 0: MPEG-2.5
  const layer = (bytes[at + 1]! >> 1) & 3; // 1: Layer III
  const bitrateIndex = bytes[at + 2]! >> 4;
  const rateIndex = (bytes[at + 2]! >> 2) & 3;
  if (version === 1 || layer !== 1 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return null;
  const mpeg1 = version === 3;
  const bitrate = BITRATES_KBPS[mpeg1 ? "1-3" : "2-3"]![bitrateIndex]! * 1000;
  const sampleRate = SAMPLE_RATES[version]![rateIndex]!;
  const samples = mpeg1 ? 1152 : 576;
  const padding = (bytes[at + 2]! >> 1) & 1;
  return { length: Math.floor(((samples / 8) * bitrate) / sampleRate) + padding, samples, sampleRate };
}

/** Seconds of audio in the MP3; throws when no frame is found where one should start. */
export function mp3DurationSeconds(bytes: Buffer): number {
  let at = 0;
  if (bytes.toString("latin1", 0, 3) === "ID3" && bytes.length >= 10) {
    // ID3v2 size: four 7-bit bytes, plus a 10-byte footer when the flag says so.
    const size = ((bytes[6]! & 0x7f) << 21) | ((bytes[7]! & 0x7f) << 14) | ((bytes[8]! & 0x7f) << 7) | (bytes[9]! & 0x7f);
    at = 10 + size + (bytes[5]! & 0x10 ? 10 : 0);
  }
  let seconds = 0;
  let frames = 0;
  for (let frame = frameAt(bytes, at); frame; frame = frameAt(bytes, at)) {
    seconds += frame.samples / frame.sampleRate;
    frames++;
    at += frame.length;
  }
  if (frames === 0) throw new Error("Not an MP3 file");
  return seconds;
}
