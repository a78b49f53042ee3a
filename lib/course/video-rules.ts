// What a lesson video must be (issue 32, decision 200): any video ffprobe can read, up to 2 GB;
// browsers play H.264 video with AAC audio (or none) in MP4 as it is, anything else is
// transcoded to that, at most 1080 lines high.

export const MAX_LESSON_VIDEO_BYTES = 2 * 1024 ** 3;
export const LESSON_VIDEO_TOO_LARGE = "A lesson video is at most 2 GB. Export it smaller and upload it again.";
export const NOT_A_VIDEO = "This file is not a video. Upload a video file such as MP4, MOV, WebM or MKV.";
export const MAX_TRANSCODE_HEIGHT = 1080;

/** The parts of ffprobe's answer the rules read. */
export type VideoProbe = {
  formatName: string;
  durationSeconds: number | null;
  video: { codec: string; width: number; height: number } | null;
  audioCodecs: string[];
};

/** Reads `ffprobe -print_format json -show_format -show_streams`; still pictures are not videos. */
export function readProbe(json: unknown): VideoProbe {
  const data = (json ?? {}) as {
    format?: { format_name?: string; duration?: string };
    streams?: { codec_type?: string; codec_name?: string; width?: number; height?: number; disposition?: { attached_pic?: number } }[];
  };
  const streams = data.streams ?? [];
  const formatName = data.format?.format_name ?? "";
  const duration = Number(data.format?.duration);
  const still = /(^|,)(image2|png_pipe|jpeg_pipe|webp_pipe|gif|bmp_pipe|tiff_pipe|svg_pipe)(,|$)/.test(formatName);
  const video = still ? undefined : streams.find((s) => s.codec_type === "video" && !s.disposition?.attached_pic && s.width && s.height);
  return {
    formatName,
    durationSeconds: Number.isFinite(duration) && duration > 0 ? duration : null,
    video: video ? { codec: video.codec_name ?? "", width: video.width!, height: video.height! } : null,
    audioCodecs: streams.filter((s) => s.codec_type === "audio").map((s) => s.codec_name ?? ""),
  };
}

/**
 * The containers a lesson video may come in (issue 42, decision 308), as ffprobe names them, and
 * the demuxer the transcode is then told to use with -f: a file's own idea of its format (an HLS
 * playlist or a concat list naming other files on the server) is never followed.
 */
const CONTAINERS = { "mov,mp4,m4a,3gp,3g2,mj2": "mov", "matroska,webm": "matroska" } as const;
export type VideoContainer = (typeof CONTAINERS)[keyof typeof CONTAINERS];
/** The demuxers ffprobe may use at all (its -format_whitelist). */
export const PROBE_FORMATS = "mov,matroska";

/** The allowed container the probe found, or null for any other. */
export function containerOf(probe: VideoProbe): VideoContainer | null {
  return (CONTAINERS as Record<string, VideoContainer>)[probe.formatName] ?? null;
}

/** A video with moving pictures and a length, in an allowed container: anything else is refused. */
export const isVideo = (probe: VideoProbe) => probe.video !== null && probe.durationSeconds !== null && containerOf(probe) !== null;

/** Plays in every current browser as it is: H.264 in an MP4 container, AAC audio or none. */
export function isBrowserPlayable(probe: VideoProbe): boolean {
  return /(^|,)mp4(,|$)/.test(probe.formatName) && probe.video?.codec === "h264" && probe.audioCodecs.every((c) => c === "aac");
}
