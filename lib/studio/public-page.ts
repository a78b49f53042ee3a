import { slugFromTitle } from "@/lib/utils/slug";

// The public character page (issue 48, decision 380): a link-in-bio page at /c/<slug>, shown
// only while the profile's "Public profile" box is ticked.

export type PublicCharacterPage = {
  path: string;
  name: string;
  headline: string;
  bio: string;
  headshotUrl: string | null;
  videoUrl: string | null;
  links: { platform: string; url: string }[];
};

/** The page's path for a slug. */
export const publicCharacterPath = (slug: string) => `/c/${slug}`;

/** A new slug: the character's name and the first 6 characters of its id ("mia-lopez-6f1f7a"), short and unique enough for a unique column. */
export function newPublicSlug(name: string, characterId: string): string {
  const id = characterId.replace(/-/g, "").slice(0, 6).toLowerCase();
  return `${slugFromTitle(name, "character").slice(0, 40).replace(/-+$/, "")}-${id}`;
}

/** A slug as the route receives it: lower-case letters, digits and dashes, or null. */
export const parsePublicSlug = (value: string): string | null => (/^[a-z0-9-]{3,60}$/.test(value) ? value : null);
