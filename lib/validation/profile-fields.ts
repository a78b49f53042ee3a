// The profile's fields and their empty values, apart from the schema (./profile.ts) so the
// Profile step loads without zod (decision 231).

// Spec section 3: the editable character profile (every generated field except name, plus the
// extra fields and flags). brandVoice and uniqueSellingPoint are shown by the form too.
export const PROFILE_TEXT_FIELDS = [
  "headline",
  "aboutMe",
  "currentRole",
  "profession",
  "location",
  "backgroundStory",
  "specialties",
  "achievements",
  "lifestyle",
  "interests",
  "values",
  "personality",
  "contentStyle",
  "brandMessage",
  "targetAudience",
  "brandVoice",
  "uniqueSellingPoint",
  "followerCount",
  "engagementStats",
  "testimonials",
  "websiteUrl",
  "socialLinks",
  "contactEmail",
] as const;
export type ProfileTextField = (typeof PROFILE_TEXT_FIELDS)[number];

export type ProfileDto = Record<ProfileTextField, string> & {
  isPublic: boolean;
  isVerified: boolean;
  isActive: boolean;
  /** The public character page's path (/c/<slug>) once it was first turned on; read-only. */
  publicPath: string | null;
};

export const PROFILE_DEFAULTS: ProfileDto = {
  ...(Object.fromEntries(PROFILE_TEXT_FIELDS.map((f) => [f, ""])) as Record<ProfileTextField, string>),
  isPublic: false,
  isVerified: false,
  isActive: true,
  publicPath: null,
};

/** A generated profile (spec section 3), as an AI generator hands it over. */
export type GeneratedProfile = Partial<Record<ProfileTextField | "name", string | null | undefined>>;
