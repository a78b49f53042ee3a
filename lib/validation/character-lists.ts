// The create form's appearance options, apart from the schemas (./character.ts) so the create
// page loads without zod (decision 231).

// Spec section 3 appearance attributes (used for image prompts) and the create form's options.
export const GENDERS = ["female", "male"] as const;
export const ETHNICITIES = ["caucasian", "african", "asian", "hispanic", "middle-eastern", "indian", "mixed", "other"] as const;
export const BUILDS = ["slim", "athletic", "average", "curvy", "muscular"] as const;
export const MIN_AGE = 18;
export const MAX_AGE = 45;
