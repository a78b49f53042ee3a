import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** H.264 in MP4, as the editor's upload keeps it and Export course writes it. */
export const H264_MP4 = ["-c:v", "libx264", "-pix_fmt", "yuv420p"];
/** VP8 in WebM: a real video that is not browser-ready as an MP4. */
export const VP8_WEBM = ["-c:v", "libvpx"];

/** A short test-pattern video made with the system ffmpeg; `name`'s extension picks the container. */
export function makeVideo(name: string, codecArgs: string[], seconds = 1, size = "160x90"): Buffer {
  const dir = mkdtempSync(join(tmpdir(), "test-video-"));
  try {
    const path = join(dir, name);
    execFileSync("ffmpeg", ["-v", "error", "-y", "-f", "lavfi", "-i", `testsrc=size=${size}:rate=10`, "-t", String(seconds), ...codecArgs, path]);
    return readFileSync(path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A rendered video's frames as grey pixels, one byte each, frame after frame: `frames` frames
 * (else every frame for `seconds`) from `from` s, each scaled to `size` ("1x1" is its mean brightness).
 */
export function greyFrames(path: string, { from, seconds, frames, size }: { from: number; seconds?: number; frames?: number; size: string }): Buffer {
  const span = frames ? ["-frames:v", String(frames)] : ["-t", String(seconds)];
  return execFileSync("ffmpeg", ["-v", "error", "-ss", String(from), "-i", path, ...span, "-vf", `scale=${size},format=gray`, "-f", "rawvideo", "-"], {
    maxBuffer: 64 * 1024 * 1024,
  });
}
