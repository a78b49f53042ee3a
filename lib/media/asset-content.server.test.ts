import { listen } from "@/tests/stand-ins/server";
import { assetContent, safeName, type AssetRow } from "./asset-content.server";

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

describe("assetContent", () => {
  it("reads stored bytes with their type", async () => {
    expect(await assetContent(asset({ bytes: Uint8Array.from([1, 2, 3]), contentType: "audio/mpeg", kind: "voice" }))).toEqual({
      contentType: "audio/mpeg",
      data: Buffer.from([1, 2, 3]),
    });
  });

  it("reads a script's text kept in meta", async () => {
    const content = await assetContent(asset({ kind: "script", meta: { text: "Hello", fileName: "intro.txt" } }));
    expect([content.contentType, content.data.toString()]).toEqual(["text/plain", "Hello"]);
  });

  it("decodes plain and base64 data: URLs", async () => {
    expect((await assetContent(asset({ url: "data:text/plain,Hi%20there" }))).data.toString()).toBe("Hi there");
    const png = await assetContent(asset({ url: `data:image/png;base64,${Buffer.from("png").toString("base64")}` }));
    expect([png.contentType, png.data.toString()]).toEqual(["image/png", "png"]);
  });

  it("never downloads plain http, other schemes or hosts off the allow-list, and says only that it failed", async () => {
    for (const url of ["http://169.254.169.254/latest", "file:///etc/passwd", "https://internal.example/a.jpg", "http://127.0.0.1:5432/"]) {
      await expect(assetContent(asset({ url }))).rejects.toThrow(/^the file could not be downloaded$/);
    }
    await expect(assetContent(asset({}))).rejects.toThrow("no stored content");
  });

  it("downloads images from the configured image provider's host even over http", async () => {
    const content = await assetContent(asset({ kind: "shot", url: `${provider.url}/images/s1.svg` }));
    expect([content.contentType, content.data.toString()]).toEqual(["image/svg+xml", "<svg/>"]);
  });
});
