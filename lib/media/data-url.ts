// A data: URL's bytes and type (the demo provider's SVG portraits are data: URLs).
export function decodeDataUrl(url: string): { data: Buffer; contentType: string | undefined } {
  const match = /^data:([^;,]+)?((?:;[^;,]+)*?)(;base64)?,([\s\S]*)$/.exec(url);
  if (!match) throw new Error("unreadable data URL");
  const data = match[3] ? Buffer.from(match[4], "base64") : Buffer.from(decodeURIComponent(match[4]), "utf8");
  return { data, contentType: match[1]?.toLowerCase() };
}
