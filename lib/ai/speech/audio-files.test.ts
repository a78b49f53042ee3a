import { mp3DurationSeconds } from "./mp3";
import { readWav, voicedSpan, writeWav } from "./wav";

const format = { sampleRate: 8000, channels: 1, bitsPerSample: 16 };

/** 16-bit PCM: `quiet` seconds of silence, `loud` seconds of a full-scale square wave, then silence again. */
function pcm(quiet: number, loud: number) {
  const samples = [
    ...Array(quiet * 8000).fill(0),
    ...Array(loud * 8000)
      .fill(0)
      .map((_, i) => (i % 20 < 10 ? 20000 : -20000)),
    ...Array(quiet * 8000).fill(0),
  ];
  const bytes = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) => bytes.writeInt16LE(s, i * 2));
  return bytes;
}

describe("WAV files", () => {
  it("writes a canonical RIFF/WAVE PCM header and reads it back", () => {
    const wav = writeWav(format, pcm(1, 2));
    expect(wav.toString("latin1", 0, 4)).toBe("RIFF");
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
    expect(wav.toString("latin1", 8, 16)).toBe("WAVEfmt ");
    expect(readWav(wav)).toMatchObject({ ...format, durationSeconds: 4 });
  });

  it("skips other chunks and trusts only the bytes actually there", () => {
    const wav = writeWav(format, pcm(0, 1));
    const list = Buffer.concat([Buffer.from("LIST", "latin1"), Buffer.from([3, 0, 0, 0]), Buffer.from("abc\0", "latin1")]);
    const withList = Buffer.concat([wav.subarray(0, 36), list, wav.subarray(36)]);
    withList.writeUInt32LE(0xffffffff, withList.length - 16000 - 4); // a data size beyond the file, as streaming writers leave it
    expect(readWav(withList).durationSeconds).toBe(1);
  });

  it("refuses what is not PCM WAV", () => {
    expect(() => readWav(Buffer.from("ID3 not a wav file"))).toThrow("Not a WAV file");
    const float = writeWav(format, pcm(0, 1));
    float.writeUInt16LE(3, 20);
    expect(() => readWav(float)).toThrow("not PCM");
  });

  it("finds the voiced part between leading and trailing silence", () => {
    const span = voicedSpan(readWav(writeWav(format, pcm(1, 2))));
    expect(span.start).toBeCloseTo(1, 3);
    expect(span.end).toBeCloseTo(3, 3);
    expect(voicedSpan(readWav(writeWav(format, pcm(1, 0))))).toEqual({ start: 0, end: 2 });
  });
});

describe("mp3DurationSeconds", () => {
  const frame = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(413)]);

  it("adds up the MPEG-1 Layer III frames behind an ID3 tag", () => {
    const id3 = Buffer.concat([Buffer.from("ID3\x04\x00\x00\x00\x00\x00\x05", "latin1"), Buffer.alloc(5)]);
    expect(mp3DurationSeconds(Buffer.concat([id3, ...Array(100).fill(frame)]))).toBeCloseTo((100 * 1152) / 44100, 6);
    expect(mp3DurationSeconds(Buffer.concat(Array(10).fill(frame)))).toBeCloseTo((10 * 1152) / 44100, 6);
  });

  it("refuses bytes with no frame", () => {
    expect(() => mp3DurationSeconds(Buffer.from("RIFF....WAVE"))).toThrow("Not an MP3 file");
  });
});
