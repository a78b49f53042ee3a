// Reading and writing the RIFF/WAVE files of the server demo voice (decision 128). eSpeak NG
// writes 16-bit mono PCM, and its RIFF size field is not always the file's, so the chunks are
// walked and the data chunk is cut to the bytes actually there.

export type WavFormat = { sampleRate: number; channels: number; bitsPerSample: number };
export type Wav = WavFormat & { pcm: Buffer; durationSeconds: number };

export function readWav(bytes: Buffer): Wav {
  if (bytes.length < 12 || bytes.toString("latin1", 0, 4) !== "RIFF" || bytes.toString("latin1", 8, 12) !== "WAVE") throw new Error("Not a WAV file");
  let format: WavFormat | null = null;
  for (let at = 12; at + 8 <= bytes.length;) {
    const id = bytes.toString("latin1", at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    const body = at + 8;
    if (id === "fmt " && size >= 16) {
      if (bytes.readUInt16LE(body) !== 1) throw new Error("WAV is not PCM");
      format = { channels: bytes.readUInt16LE(body + 2), sampleRate: bytes.readUInt32LE(body + 4), bitsPerSample: bytes.readUInt16LE(body + 14) };
    } else if (id === "data") {
      if (!format) throw new Error("WAV data before its format");
      const pcm = bytes.subarray(body, Math.min(bytes.length, body + size));
      const frameBytes = (format.channels * format.bitsPerSample) / 8;
      return { ...format, pcm, durationSeconds: Math.floor(pcm.length / frameBytes) / format.sampleRate };
    }
    at = body + size + (size % 2);
  }
  throw new Error("WAV has no data");
}

/** A canonical 44-byte-header WAV of the PCM. */
export function writeWav(format: WavFormat, pcm: Buffer): Buffer {
  const header = Buffer.alloc(44);
  const blockAlign = (format.channels * format.bitsPerSample) / 8;
  header.write("RIFF", 0, "latin1");
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write("WAVEfmt ", 8, "latin1");
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(format.channels, 22);
  header.writeUInt32LE(format.sampleRate, 24);
  header.writeUInt32LE(format.sampleRate * blockAlign, 28);
  header.writeUInt16LE(blockAlign, 32);
  header.writeUInt16LE(format.bitsPerSample, 34);
  header.write("data", 36, "latin1");
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}

/**
 * Seconds of leading and trailing quiet in 16-bit PCM (below about -36 dBFS): eSpeak pads each
 * sentence with silence, and words are spread over the voiced part only.
 */
export function voicedSpan(wav: Wav, threshold = 512): { start: number; end: number } {
  const frameBytes = (wav.channels * wav.bitsPerSample) / 8;
  const frames = Math.floor(wav.pcm.length / frameBytes);
  const loud = (frame: number) => Math.abs(wav.pcm.readInt16LE(frame * frameBytes)) >= threshold;
  let first = 0;
  while (first < frames && !loud(first)) first++;
  if (first === frames) return { start: 0, end: wav.durationSeconds };
  let last = frames - 1;
  while (last > first && !loud(last)) last--;
  return { start: first / wav.sampleRate, end: (last + 1) / wav.sampleRate };
}
