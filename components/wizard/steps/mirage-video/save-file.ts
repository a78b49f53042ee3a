"use client";

/** Hands a file made in the browser to the browser's downloads, under the given name. */
export function saveFile(name: string, data: Blob) {
  const url = URL.createObjectURL(data);
  const link = Object.assign(document.createElement("a"), { href: url, download: name });
  link.hidden = true;
  // In the document while clicked, and the URL kept a while: Firefox and Safari read the blob
  // after click() returns, and revoking it at once can leave them an empty or failed download.
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A file name from a character's name: what every OS accepts. */
export const fileBase = (name: string) =>
  name
    .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 80) || "character";
