import { attachmentContentType, isWebVtt, sniffAttachmentType } from "./lesson-file-rules";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("lesson file rules", () => {
  it("tells PDF, ZIP and pictures from their first bytes", () => {
    expect(sniffAttachmentType(bytes("%PDF-1.7\n"))).toBe("application/pdf");
    expect(sniffAttachmentType(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0]))).toBe("application/zip");
    expect(sniffAttachmentType(new Uint8Array([0x50, 0x4b, 0x05, 0x06, 0]))).toBe("application/zip");
    expect(sniffAttachmentType(bytes("GIF89a...."))).toBe("image/gif");
    expect(sniffAttachmentType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe("image/png");
    expect(sniffAttachmentType(bytes("<html><script>"))).toBeNull();
    expect(sniffAttachmentType(new Uint8Array())).toBeNull();
  });

  it("keeps an attachment only when its name and its bytes agree", () => {
    expect(attachmentContentType("workbook.pdf", bytes("%PDF-1.4"))).toBe("application/pdf");
    expect(attachmentContentType("WORKBOOK.PDF", bytes("%PDF-1.4"))).toBe("application/pdf");
    expect(attachmentContentType("workbook.pdf", bytes("<html>"))).toBeNull();
    expect(attachmentContentType("page.html", bytes("%PDF-1.4"))).toBeNull();
    expect(attachmentContentType("photo.jpg", bytes("%PDF-1.4"))).toBeNull();
    expect(attachmentContentType("noextension", bytes("%PDF-1.4"))).toBeNull();
  });

  it("accepts WebVTT only with its signature line", () => {
    expect(isWebVtt("WEBVTT\n\n00:00.000 --> 00:01.000\nHi")).toBe(true);
    expect(isWebVtt("\uFEFFWEBVTT - a header\r\n\r\n")).toBe(true);
    expect(isWebVtt("WEBVTT")).toBe(true);
    expect(isWebVtt("WEBVTTX\n")).toBe(false);
    expect(isWebVtt("1\n00:00:00,000 --> 00:00:01,000\nSubRip")).toBe(false);
    expect(isWebVtt("WEBVTT\n\uFFFD")).toBe(false);
  });
});
