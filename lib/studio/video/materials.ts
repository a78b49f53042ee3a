// Pure parts of the draft video's materials (issue 22): the handle on the title card, and the
// limits a script must meet before any speech or render is spent on it.

/** "@mia.travels" from a social profile URL (instagram.com/mia.travels, tiktok.com/@mia), or null. */
export function handleFromProfileUrl(profileUrl: string): string | null {
  try {
    const segment = new URL(profileUrl).pathname.split("/").find((part) => part.trim() !== "");
    const name = segment?.replace(/^@/, "");
    return name && /^[\w.-]{1,40}$/.test(name) ? `@${name}` : null;
  } catch {
    return null;
  }
}

// A draft runs as long as its Mirage template, 30 to 90 s (issue 48, decision 381); the words a
// script may have follow the template (./templates maxWordsFor), and the render checks the
// spoken duration itself too.

export const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;
