import { isPictureWidth, PICTURE_SIZES, PICTURE_WIDTHS, picturePreload, pictureSrcSet } from "./picture-widths";

const ASSET = "/api/user/assets/0b0e6d2c-5a3f-4c1e-9f2a-7d1c3b5e9a10";

describe("the widths a picture is kept at", () => {
  it("are 320 and 640 and nothing between or beyond", () => {
    expect(PICTURE_WIDTHS).toEqual([320, 640]);
    expect([320, 640].map(isPictureWidth)).toEqual([true, true]);
    expect([0, 319, 321, 480, 1280, 640.5, NaN].map(isPictureWidth)).toEqual([false, false, false, false, false, false, false]);
  });

  it("are chosen by sizes that each end with a slot for any screen, every slot a px or vw length", () => {
    for (const sizes of Object.values(PICTURE_SIZES)) {
      const entries = sizes.split(",").map((entry) => entry.trim());
      expect(entries.at(-1)).toMatch(/^\d+(px|vw)$/);
      for (const entry of entries.slice(0, -1)) expect(entry).toMatch(/^\(min-width: \d+px\) \d+(px|vw)$/);
    }
  });
});

describe("pictureSrcSet", () => {
  it("names each stored copy of the owner's asset with its width", () => {
    expect(pictureSrcSet(ASSET)).toBe(`${ASSET}?w=320 320w, ${ASSET}?w=640 640w`);
  });

  it("names the public page's copies of its headshot the same way (decision 399)", () => {
    const headshot = "/c/mia-lopez-6f1f7a/media/0b0e6d2c-5a3f-4c1e-9f2a-7d1c3b5e9a10";
    expect(pictureSrcSet(headshot)).toBe(`${headshot}?w=320 320w, ${headshot}?w=640 640w`);
  });

  it("leaves any other address alone: data: URLs, provider links, another public path, a query already there", () => {
    for (const url of [
      "data:image/svg+xml;base64,PHN2Zy8+",
      "https://cdn.leonardo.ai/users/x/generations/y/image.png",
      "/c/mia-lopez-6f1f7a/media/h",
      "/c/mia-lopez-6f1f7a/0b0e6d2c-5a3f-4c1e-9f2a-7d1c3b5e9a10",
      "/c/Mia Lopez/media/0b0e6d2c-5a3f-4c1e-9f2a-7d1c3b5e9a10",
      `${ASSET}?download=1`,
      "/api/user/assets/not-a-uuid",
      "",
      null,
      undefined,
    ])
      expect(pictureSrcSet(url)).toBeUndefined();
  });
});

describe("picturePreload", () => {
  it("names the same copies and sizes as the picture, so the browser uses the preload", () => {
    expect(picturePreload(ASSET, "reference")).toEqual({
      as: "image",
      fetchPriority: "high",
      imageSrcSet: pictureSrcSet(ASSET),
      imageSizes: PICTURE_SIZES.reference,
    });
  });

  it("is a plain high-priority preload for a picture with no copies", () => {
    expect(picturePreload("data:image/png;base64,AA==", "gallery")).toEqual({ as: "image", fetchPriority: "high" });
  });
});
