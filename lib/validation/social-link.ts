import { z } from "zod";
import { optionalLine, optionalText } from "./shared";
import { PLATFORMS, REQUIRED_MESSAGE } from "./social-link-lists";

export { PLATFORMS, REQUIRED_MESSAGE, type Platform } from "./social-link-lists";

const editable = {
  profileUrl: optionalLine(2000),
  loginName: optionalLine(300),
  loginPassword: z.string().max(500, "Must be at most 500 characters"),
  followerCount: optionalLine(60),
  notes: optionalText(5000),
};

/** POST .../social-links: platform and URL required (spec section 5); the rest blank allowed. */
export const createSocialLinkSchema = z.object({
  characterId: z.string().optional(),
  platform: z.enum(PLATFORMS, REQUIRED_MESSAGE),
  profileUrl: editable.profileUrl.min(1, REQUIRED_MESSAGE),
  loginName: editable.loginName.default(""),
  loginPassword: editable.loginPassword.default(""),
  followerCount: editable.followerCount.default(""),
  notes: editable.notes.default(""),
});
export type CreateSocialLinkInput = z.input<typeof createSocialLinkSchema>;

/** PUT .../social-links/{linkId}: one changed field per request (inline edits are not validated). */
export const updateSocialLinkSchema = z
  .object(editable)
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: "Nothing to update" });
export type UpdateSocialLinkInput = z.infer<typeof updateSocialLinkSchema>;
export type EditableSocialField = keyof typeof editable;

/** A social account as lists and edits return it: whether a password is saved, never the password. */
export type SocialLinkDto = {
  id: string;
  characterId: string;
  platform: string;
  profileUrl: string;
  loginName: string;
  hasPassword: boolean;
  followerCount: string;
  notes: string;
  isVerified: boolean;
  isActive: boolean;
};

/** POST .../social-links/{linkId}/reveal-password: the saved password, for its owner only. */
export type RevealedPasswordDto = { loginPassword: string };
