import { execFile } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";

// What ffprobe says about a rendered video: the system ffprobe, else the npm package's static one.
function ffprobePath(): string {
  for (const candidate of ["/usr/bin/ffprobe", "/usr/local/bin/ffprobe", join(process.cwd(), "node_modules/@ffprobe-installer/linux-x64/ffprobe")]) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {}
  }
  throw new Error("No ffprobe found");
}

export type Probe = { durationSeconds: number; video?: { codec: string; width: number; height: number; pixFmt: string }; audio?: { codec: string } };

type Stream = { codec_type: string; codec_name: string; width?: number; height?: number; pix_fmt?: string };

export async function probeVideo(path: string): Promise<Probe> {
  const { stdout } = await promisify(execFile)(ffprobePath(), ["-v", "error", "-print_format", "json", "-show_format", "-show_streams", path]);
  const info = JSON.parse(stdout) as { format: { duration: string }; streams: Stream[] };
  const video = info.streams.find((s) => s.codec_type === "video");
  const audio = info.streams.find((s) => s.codec_type === "audio");
  return {
    durationSeconds: Number(info.format.duration),
    video: video && { codec: video.codec_name, width: video.width ?? 0, height: video.height ?? 0, pixFmt: video.pix_fmt ?? "" },
    audio: audio && { codec: audio.codec_name },
  };
}
