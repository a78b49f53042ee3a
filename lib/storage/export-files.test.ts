// The image provider's configured host (a local gateway here) is the one plain-http host allowed.
process.env.LEONARDO_BASE_URL = "http://127.0.0.1:4599/api/rest/v1";
import { assetFile, safeName, type AssetRow } from "./export-files";

const asset = (data: Partial<AssetRow>): AssetRow => ({ id: "a1", kind: "image", url: null, contentType: null, bytes: null, meta: null, ...data });

describe("safeName", () => {
  it("drops characters the drives refuse and falls back when nothing is left", () => {
    expect(safeName('Ava / Lux: "Daily" <1>?', "x")).toBe("Ava Lux Daily 1");
    expect(safeName("..hidden..", "x")).toBe("hidden");
    expect(safeName(" / : ", "Unnamed Character")).toBe("Unnamed Character");
  });
});

describe("assetFile", () => {
  it("reads stored bytes, naming the file by position, kind and type", async () => {
    const file = await assetFile(asset({ bytes: Uint8Array.from([1, 2, 3]), contentType: "audio/mpeg", kind: "voice" }), 2);
    expect(file).toEqual({ name: "03-voice-3.mp3", contentType: "audio/mpeg", data: Buffer.from([1, 2, 3]) });
  });

  it("exports a script's text and keeps a given file name", async () => {
    const file = await assetFile(asset({ kind: "script", meta: { text: "Hello", fileName: "intro.txt" } }), 0);
    expect(file.name).toBe("01-intro.txt");
    expect(file.data.toString()).toBe("Hello");
  });

  it("decodes plain and base64 data: URLs", async () => {
    expect((await assetFile(asset({ url: "data:text/plain,Hi%20there" }), 0)).data.toString()).toBe("Hi there");
    expect((await assetFile(asset({ url: `data:image/png;base64,${Buffer.from("png").toString("base64")}` }), 0)).name).toBe("01-image-1.png");
  });

  it("downloads https URLs but never plain http or other schemes", async () => {
    const fetchMock = jest.spyOn(global, "fetch").mockResolvedValue(new Response(Buffer.from("jpg"), { headers: { "content-type": "image/jpeg" } }));
    expect((await assetFile(asset({ url: "https://cdn.example/a.jpg" }), 0)).name).toBe("01-image-1.jpg");
    await expect(assetFile(asset({ url: "http://169.254.169.254/latest" }), 0)).rejects.toThrow("no stored content");
    await expect(assetFile(asset({ url: "file:///etc/passwd" }), 0)).rejects.toThrow("no stored content");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fetchMock.mockRestore();
  });

  it("downloads images from the configured image provider's host even over http, and no other port", async () => {
    const fetchMock = jest.spyOn(global, "fetch").mockResolvedValue(new Response(Buffer.from("<svg/>"), { headers: { "content-type": "image/svg+xml" } }));
    const file = await assetFile(asset({ kind: "shot", url: "http://127.0.0.1:4599/images/s1.svg" }), 1);
    expect([file.name, file.data.toString()]).toEqual(["02-shot-2.svg", "<svg/>"]);
    await expect(assetFile(asset({ url: "http://127.0.0.1:5432/" }), 0)).rejects.toThrow("no stored content");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fetchMock.mockRestore();
  });
});
