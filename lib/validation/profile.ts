import { z } from "zod";
import { optionalText } from "./shared";
import { PROFILE_TEXT_FIELDS, type ProfileTextField } from "./profile-fields";

export { PROFILE_DEFAULTS, PROFILE_TEXT_FIELDS, type GeneratedProfile, type ProfileDto, type ProfileTextField } from "./profile-fields";

const textShape = Object.fromEntries(PROFILE_TEXT_FIELDS.map((f) => [f, optionalText(5000).optional()])) as Record<
  ProfileTextField,
  z.ZodOptional<z.ZodString>
>;

export const profileSchema = z.object({
  ...textShape,
  isPublic: z.boolean().optional(),
  // isVerified is not the buyer's to grant (issue 48): the form has no such box and a sent value is dropped.
  isActive: z.boolean().optional(),
});
export type ProfileInput = z.infer<typeof profileSchema>;
