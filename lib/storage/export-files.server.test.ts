import { listen } from "@/tests/stand-ins/server";
import { assetFile, safeName, type AssetRow } from "./export-files.server";

// The image provider's configured host (a local gateway here) is the one plain-http origin
// allowed (decision 088); it must be set before anything reads the environment.
let provider: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  provider = await listen((_req, res) => {
    res.writeHead(200, { "content-type": "image/svg+xml" });
    res.end("<svg/>");
  });
  process.env.LEONARDO_BASE_URL = `${provider.url}/api/rest/v1`;
});
afterAll(() => provider.close());

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

  it("never downloads plain http, other schemes or hosts off the allow-list, and says only that it failed", async () => {
    for (const url of ["http://169.254.169.254/latest", "file:///etc/passwd", "https://internal.example/a.jpg", "http://127.0.0.1:5432/"]) {
      await expect(assetFile(asset({ url }), 0)).rejects.toThrow(/^the file could not be downloaded$/);
    }
    await expect(assetFile(asset({}), 0)).rejects.toThrow("no stored content");
  });

  it("downloads images from the configured image provider's host even over http", async () => {
    const file = await assetFile(asset({ kind: "shot", url: `${provider.url}/images/s1.svg` }), 1);
    expect([file.name, file.data.toString()]).toEqual(["02-shot-2.svg", "<svg/>"]);
  });
});
