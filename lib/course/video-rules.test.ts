import { containerOf, isBrowserPlayable, isVideo, readProbe } from "./video-rules";
import { transcodeArgs } from "./video-transcode.server";

const probe = (format: string, streams: object[], duration = "5.0") => readProbe({ format: { format_name: format, duration }, streams });
const h264 = { codec_type: "video", codec_name: "h264", width: 1280, height: 720 };
const aac = { codec_type: "audio", codec_name: "aac" };

describe("lesson video rules", () => {
  it("an H.264/AAC MP4 plays as it is", () => {
    const p = probe("mov,mp4,m4a,3gp,3g2,mj2", [h264, aac]);
    expect(p).toMatchObject({ durationSeconds: 5, video: { codec: "h264", width: 1280, height: 720 }, audioCodecs: ["aac"] });
    expect(isVideo(p)).toBe(true);
    expect(isBrowserPlayable(p)).toBe(true);
    expect(isBrowserPlayable(probe("mov,mp4,m4a,3gp,3g2,mj2", [h264]))).toBe(true);
  });
  it("WebM, HEVC or MP3 audio are videos that need transcoding", () => {
    for (const p of [
      probe("matroska,webm", [
        { ...h264, codec_name: "vp9" },
        { codec_type: "audio", codec_name: "opus" },
      ]),
      probe("mov,mp4,m4a,3gp,3g2,mj2", [{ ...h264, codec_name: "hevc" }, aac]),
      probe("mov,mp4,m4a,3gp,3g2,mj2", [h264, { codec_type: "audio", codec_name: "mp3" }]),
    ]) {
      expect(isVideo(p)).toBe(true);
      expect(isBrowserPlayable(p)).toBe(false);
    }
  });
  it("a picture, a cover art track, a sound file or nothing readable is not a video", () => {
    expect(isVideo(probe("png_pipe", [{ codec_type: "video", codec_name: "png", width: 10, height: 10 }], "N/A"))).toBe(false);
    expect(isVideo(probe("image2", [{ codec_type: "video", codec_name: "mjpeg", width: 10, height: 10 }]))).toBe(false);
    expect(
      isVideo(
        probe("mp3", [
          { codec_type: "audio", codec_name: "mp3" },
          { codec_type: "video", codec_name: "mjpeg", width: 10, height: 10, disposition: { attached_pic: 1 } },
        ]),
      ),
    ).toBe(false);
    expect(isVideo(readProbe({}))).toBe(false);
    expect(isVideo(readProbe(null))).toBe(false);
  });
});

describe("containers (issue 42)", () => {
  it("accepts only MP4/MOV and WebM/Matroska, whatever ffprobe could read", () => {
    expect(containerOf(probe("mov,mp4,m4a,3gp,3g2,mj2", [h264]))).toBe("mov");
    expect(containerOf(probe("matroska,webm", [h264]))).toBe("matroska");
    // An HLS playlist or a concat list naming another buyer's file probes as a video: refused.
    for (const format of ["hls", "concat", "mpegts", "avi", "flv", "image2", ""]) {
      const p = probe(format, [h264, aac]);
      expect(containerOf(p)).toBeNull();
      expect(isVideo(p)).toBe(false);
    }
  });

  it("tells the transcode the probed container with -f, before its input", () => {
    const args = transcodeArgs("/tmp/in", "/tmp/out.mp4", "matroska");
    expect(args.slice(args.indexOf("-i") - 2, args.indexOf("-i") + 2)).toEqual(["-f", "matroska", "-i", "/tmp/in"]);
  });
});
