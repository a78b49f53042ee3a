import { assetFile, fileLabel } from "./drive-files.server";
import type { AssetRow } from "@/lib/media/asset-content.server";

const asset = (data: Partial<AssetRow>): AssetRow => ({ id: "a1", kind: "image", url: null, contentType: null, bytes: null, meta: null, ...data });

describe("assetFile", () => {
  it("names the file by position, kind and type", async () => {
    const file = await assetFile(asset({ bytes: Uint8Array.from([1, 2, 3]), contentType: "audio/mpeg", kind: "voice" }), 2);
    expect(file).toEqual({ name: "03-voice-3.mp3", contentType: "audio/mpeg", data: Buffer.from([1, 2, 3]) });
  });

  it("keeps a given file name, made safe for the drives", async () => {
    const file = await assetFile(asset({ kind: "script", meta: { text: "Hello", fileName: "intro: day/1.txt" } }), 0);
    expect([file.name, file.data.toString()]).toEqual(["01-intro day 1.txt", "Hello"]);
  });

  it("takes the extension from the content type of a data: URL", async () => {
    expect((await assetFile(asset({ url: `data:image/png;base64,${Buffer.from("png").toString("base64")}` }), 0)).name).toBe("01-image-1.png");
  });
});

describe("fileLabel", () => {
  it("labels a file the export could not read the way assetFile would have named it, without the extension", () => {
    expect([fileLabel(asset({ kind: "shot" }), 1), fileLabel(asset({ meta: { name: "a/b" } }), 0)]).toEqual(["02-shot-2", "01-a b"]);
  });
});
