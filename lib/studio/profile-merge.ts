import { PROFILE_TEXT_FIELDS, type GeneratedProfile, type ProfileDto } from "@/lib/validation/profile-fields";

/**
 * Spec section 4: applying a generated profile fills only the fields the generator actually
 * produced (non-empty); everything else keeps what the user has. `name` is not a profile field.
 */
export function applyGeneratedProfile(current: ProfileDto, generated: GeneratedProfile): { profile: ProfileDto; changed: (keyof ProfileDto)[] } {
  const profile = { ...current };
  const changed: (keyof ProfileDto)[] = [];
  for (const field of PROFILE_TEXT_FIELDS) {
    const value = generated[field];
    if (typeof value === "string" && value.trim() !== "") {
      profile[field] = value.trim();
      changed.push(field);
    }
  }
  return { profile, changed };
}
