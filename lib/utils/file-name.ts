const MAX_NAME_CHARS = 100;

/**
 * A file name safe to store, show and put in a ZIP or a Content-Disposition header: no folders,
 * no control or reserved characters, no leading dots, at most 100 characters with its extension kept.
 */
export function sanitizeFileName(raw: string): string {
  const base = raw.split(/[/\\]/).pop() ?? "";
  const cleaned = base
    .normalize("NFC")
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, "_")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\.+/, "");
  const dot = cleaned.lastIndexOf(".");
  const ext = dot > 0 ? cleaned.slice(dot) : "";
  const stem = (dot > 0 ? cleaned.slice(0, dot) : cleaned).slice(0, MAX_NAME_CHARS - ext.length).trim();
  return `${stem || "file"}${ext.toLowerCase()}`;
}
