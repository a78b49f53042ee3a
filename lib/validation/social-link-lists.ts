// The social-account form's choices and message, apart from its schemas (./social-link.ts) so the
// Socials step loads without zod (decisions 160 and 231).

// Spec section 2: the platforms of the social-account dropdown.
export const PLATFORMS = ["instagram", "tiktok", "youtube", "twitter", "linkedin", "facebook", "snapchat", "pinterest"] as const;
export type Platform = (typeof PLATFORMS)[number];

export const REQUIRED_MESSAGE = "Platform and profile URL are required";
