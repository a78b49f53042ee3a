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

// A draft runs 15-60 seconds of speech (issue 22). At a natural 150 words a minute, 160 words
// already run past a minute; the render checks the spoken duration itself too.
export const DRAFT_VIDEO_MAX_WORDS = 160;
export const DRAFT_VIDEO_SECONDS = { min: 15, max: 60 } as const;

export const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;
