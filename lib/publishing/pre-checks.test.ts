import { hashtagCount, preCheck } from "./pre-checks";

const video = { durationSeconds: 30, width: 1080, height: 1920, bytes: 20 * 1024 ** 2 };

describe("preCheck", () => {
  it("passes a 30-second vertical video with a short caption on every platform", () => {
    for (const platform of ["youtube", "instagram", "tiktok"] as const) expect(preCheck(platform, { caption: "Morning run #fitness", video })).toEqual([]);
  });

  it("refuses a YouTube title over 100 characters, but only the first line is the title", () => {
    expect(preCheck("youtube", { caption: "x".repeat(101), video })).toEqual(["YouTube takes a title of at most 100 characters; this one has 101."]);
    expect(preCheck("youtube", { caption: `Short title\n${"x".repeat(3000)}`, video })).toEqual([]);
    expect(preCheck("instagram", { caption: "x".repeat(2201), video })[0]).toMatch(/at most 2200 characters; this one has 2201/);
  });

  it("counts hashtags and refuses Instagram's 31st", () => {
    const caption = Array.from({ length: 31 }, (_, i) => `#tag${i}`).join(" ");
    expect(hashtagCount(caption)).toBe(31);
    expect(hashtagCount("price#1 is not a tag, #this is")).toBe(1);
    expect(preCheck("instagram", { caption, video })).toEqual(["Instagram takes at most 30 hashtags; this caption has 31."]);
    expect(preCheck("tiktok", { caption, video })).toEqual([]);
  });

  it("refuses a wrong duration, size or aspect ratio, and a post without a video", () => {
    expect(preCheck("youtube", { caption: "a", video: { ...video, durationSeconds: 181 } })).toEqual([
      "YouTube Shorts last 1-180 seconds; this video lasts 181.",
    ]);
    expect(preCheck("instagram", { caption: "a", video: { ...video, width: 1920, height: 1080 } })).toEqual([
      "Instagram Reels need a 9:16 (vertical) video; this one is 1920×1080.",
    ]);
    expect(preCheck("instagram", { caption: "a", video: { ...video, bytes: 2 * 1024 ** 3 } })[0]).toMatch(/up to 1024 MB/);
    expect(preCheck("tiktok", { caption: "a", video: null })).toEqual(["TikTok needs a video: link the draft video or an uploaded one to the post."]);
  });

  it("does not check what it does not know", () => {
    expect(preCheck("tiktok", { caption: "a", video: {} })).toEqual([]);
  });
});
