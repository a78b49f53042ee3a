import { renderArgs, zoompanFilter } from "./ffmpeg-args";
import type { ScenePlan } from "./scenes";

const motion = { zoomFrom: 1, zoomTo: 1.12, focusFrom: [0.5, 0.45] as [number, number], focusTo: [0.5, 0.35] as [number, number] };
const scene = (shot: number, startFrame: number, frames: number): ScenePlan => ({ shot, startFrame, frames, motion });
const base = {
  shotFiles: ["shot-0.png", "shot-1.png"],
  audioPath: "/tmp/speech.wav",
  captionsFile: "captions.ass",
  fontsDir: "fonts",
  outPath: "/tmp/out.mp4.part",
};

describe("the ffmpeg command of a draft video", () => {
  it("decodes each shot once and shares it between its scenes, then joins the scenes and burns in the captions", () => {
    const args = renderArgs({ ...base, scenes: [scene(0, 0, 90), scene(1, 90, 60), scene(0, 150, 60)], leadInSeconds: 1.2, totalSeconds: 7 });
    expect(args.filter((a) => a === "-i")).toHaveLength(3);
    const graph = args[args.indexOf("-filter_complex") + 1];
    expect(graph).toContain("[0:v]scale=2160:3840,setsar=1,format=yuv420p,split=2[u0][u2]");
    expect(graph).toContain("[1:v]scale=2160:3840,setsar=1,format=yuv420p[u1]");
    expect(graph).toContain("[s0][s1][s2]concat=n=3:v=1:a=0,ass=f=captions.ass:fontsdir=fonts,format=yuv420p[v]");
    // The speech starts after the title card and is padded so the video's length is the plan's.
    expect(graph).toContain("[2:a]aformat=sample_rates=48000:channel_layouts=stereo,adelay=1200|1200,apad[a]");
    expect(args.join(" ")).toContain("-t 7 -c:v libx264 -preset superfast -tune stillimage -crf 23 -pix_fmt yuv420p -r 30 -c:a aac");
    expect(args.slice(-8)).toEqual(["-movflags", "+faststart", "-progress", "pipe:1", "-nostats", "-f", "mp4", "/tmp/out.mp4.part"]);
  });

  it("has no join and no delay for one scene without a title card", () => {
    const graph = renderArgs({ ...base, scenes: [scene(1, 0, 120)], leadInSeconds: 0, totalSeconds: 4 }).join(" ");
    expect(graph).not.toContain("concat");
    expect(graph).not.toContain("adelay");
    expect(graph).toContain("-i shot-1.png -i /tmp/speech.wav");
  });

  it("moves zoom and focus linearly over the scene's frames", () => {
    expect(zoompanFilter(scene(0, 0, 100))).toBe(
      "zoompan=z='(1+0.12*on/100)':x='(iw-iw/zoom)*(0.5+0*on/100)':y='(ih-ih/zoom)*(0.45+-0.1*on/100)':d=100:s=1080x1920:fps=30",
    );
  });
});
