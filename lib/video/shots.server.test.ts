import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { demoPortraitSvg, svgDataUrl } from "@/lib/ai/demo/portrait";
import { prepareShot, svgFromDataUrl } from "./shots.server";

describe("preparing a shot for the video", () => {
  const dir = mkdtempSync(join(tmpdir(), "video-shots-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const svg = demoPortraitSvg("female, auburn hair, studio", 768, 1344, "Mia Lopez");

  it("reads the SVG out of a demo portrait's data URL, base64 or percent-encoded", () => {
    expect(svgFromDataUrl(svgDataUrl(svg)).toString()).toBe(svg);
    expect(svgFromDataUrl(`data:image/svg+xml,${encodeURIComponent("<svg/>")}`).toString()).toBe("<svg/>");
    expect(() => svgFromDataUrl("data:image/png;base64,AAAA")).toThrow("Not an SVG data URL");
  });

  it("turns an SVG portrait and a square photo into 1080×1920 PNGs", async () => {
    const square = await sharp({ create: { width: 1024, height: 1024, channels: 3, background: "#336699" } })
      .jpeg()
      .toBuffer();
    for (const [i, source] of [svgFromDataUrl(svgDataUrl(svg)), square].entries()) {
      const out = join(dir, `shot-${i}.png`);
      await prepareShot(source, out);
      expect(await sharp(out).metadata()).toMatchObject({ format: "png", width: 1080, height: 1920 });
    }
  });
});
