import { sniffImageType } from "./image-type";

const bytes = (hex: string, tail = "") => new Uint8Array(Buffer.concat([Buffer.from(hex, "hex"), Buffer.from(tail)]));

describe("sniffImageType", () => {
  it("tells PNG, JPEG and WebP from their first bytes", () => {
    expect(sniffImageType(bytes("89504e470d0a1a0a0000000d49484452"))).toBe("image/png");
    expect(sniffImageType(bytes("ffd8ffe000104a464946"))).toBe("image/jpeg");
    expect(sniffImageType(bytes("52494646", "\u0024\u0000\u0000\u0000WEBPVP8 "))).toBe("image/webp");
  });

  it("refuses whatever else, whatever the file is called", () => {
    expect(sniffImageType(new Uint8Array(Buffer.from("<!doctype html><script>alert(1)</script>")))).toBeNull();
    expect(sniffImageType(new Uint8Array(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>")))).toBeNull();
    expect(sniffImageType(new Uint8Array(Buffer.from("GIF89a")))).toBeNull();
    expect(sniffImageType(bytes("52494646", "\u0024\u0000\u0000\u0000WAVEfmt "))).toBeNull();
    expect(sniffImageType(bytes("89504e47"))).toBeNull(); // a cut-off PNG signature
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});
