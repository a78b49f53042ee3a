import { renderArgs } from "./ffmpeg-args";
import { MUSIC_BED_FORMULAS } from "./edit-style";
import { toAss } from "./captions-ass";
import { sceneBoundaries, type ScenePlan } from "./scenes";

// Issue 48: the CapCut step's pace, transition, caption style and music bed reach the draft video's render.
const motion = { zoomFrom: 1, zoomTo: 1.12, focusFrom: [0.5, 0.45] as [number, number], focusTo: [0.5, 0.35] as [number, number] };
const scene = (shot: number, startFrame: number, frames: number): ScenePlan => ({ shot, startFrame, frames, motion });
const base = {
  shotFiles: ["shot-0.png"],
  audioPath: "/tmp/speech.wav",
  captionsFile: "c.ass",
  fontsDir: "fonts",
  outPath: "/tmp/o.mp4",
  leadInSeconds: 0,
  totalSeconds: 6,
};
const scenes = [scene(0, 0, 60), scene(0, 60, 60), scene(0, 120, 60)];
const graphOf = (args: string[]) => args[args.indexOf("-filter_complex") + 1];

describe("the CapCut step's choices in the draft video", () => {
  it("cuts a long sentence at the template's pace", () => {
    const sentence = [{ words: [], start: 0, end: 12, text: "One long sentence." }];
    expect(sceneBoundaries(sentence, 12, 3)).toEqual([0, 3, 6, 9, 12]);
    expect(sceneBoundaries(sentence, 12)).toEqual([0, 6, 12]);
  });

  it("fades through black at each cut (not at the start or end) and cuts hard by default, frames unchanged", () => {
    const faded = graphOf(renderArgs({ ...base, scenes, transition: "Fade through black" }));
    expect(faded).toContain("zoompan");
    expect(faded.match(/fade=t=out:s=54:n=6/g)).toHaveLength(2);
    expect(faded.match(/fade=t=in:s=0:n=6/g)).toHaveLength(2);
    expect(graphOf(renderArgs({ ...base, scenes }))).not.toContain("fade=");
  });

  it("mixes a bundled bed under the voice for the whole video, fading out at its end; none by default (decision 431)", () => {
    const bed = graphOf(renderArgs({ ...base, scenes, musicBed: "Upbeat pulse" }));
    expect(bed).toContain(`aevalsrc='${MUSIC_BED_FORMULAS["Upbeat pulse"]}':s=48000:c=stereo:d=6,afade=t=out:st=4.5:d=1.5[m]`);
    expect(bed).toContain("apad[voice];");
    expect(bed).toContain("[voice][m]amix=inputs=2:duration=first,volume=2[a]");
    for (const none of [graphOf(renderArgs({ ...base, scenes })), graphOf(renderArgs({ ...base, scenes, musicBed: "None" }))]) {
      expect(none).not.toContain("aevalsrc");
      expect(none).toContain("apad[a]");
    }
  });

  it("styles the captions: yellow karaoke, white bold, or white on a dark box", () => {
    const caption = (ass: string) =>
      ass
        .split("\n")
        .find((l) => l.startsWith("Style: Caption,"))!
        .split(",");
    // Fields: 3 primary, 4 secondary, 15 BorderStyle.
    expect(caption(toAss([], 0)).slice(3, 5)).toEqual(["&H0000D7FF", "&H00FFFFFF"]);
    expect(caption(toAss([], 0, undefined, "White bold")).slice(3, 5)).toEqual(["&H00FFFFFF", "&H00FFFFFF"]);
    expect(caption(toAss([], 0, undefined, "Boxed"))[15]).toBe("3");
    // The box is opaque (alpha 00) with no shadow, so word boxes overlap without darker stripes.
    expect(caption(toAss([], 0, undefined, "Boxed")).slice(5, 7)).toEqual(["&H00141414", "&H00141414"]);
    expect(caption(toAss([], 0, undefined, "Boxed"))[17]).toBe("0");
    expect(caption(toAss([], 0))[15]).toBe("1");
  });
});
