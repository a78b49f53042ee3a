// Spec section 2: the wizard's twelve steps, in order. The slug is what ?step= holds.
export const WIZARD_STEPS = [
  { slug: "profile", title: "Profile" },
  { slug: "variables", title: "Variables" },
  { slug: "niche", title: "Niche" },
  { slug: "reference", title: "Reference" },
  { slug: "images", title: "Images" },
  { slug: "socials", title: "Socials" },
  { slug: "messages", title: "Messages" },
  { slug: "voice", title: "Voice" },
  { slug: "composition", title: "Composition" },
  { slug: "mirage-video", title: "Mirage Video" },
  { slug: "capcut-video", title: "CapCut Video" },
  { slug: "posts", title: "Posts" },
] as const;
export type WizardSlug = (typeof WIZARD_STEPS)[number]["slug"];

/** The step index for a ?step= value: a slug or a 1-based number; anything else is step 1. */
export function stepIndexFrom(value: string | string[] | undefined | null): number {
  const v = (Array.isArray(value) ? value[0] : value)?.toLowerCase();
  if (!v) return 0;
  const bySlug = WIZARD_STEPS.findIndex((s) => s.slug === v);
  if (bySlug >= 0) return bySlug;
  const n = Number(v);
  return Number.isInteger(n) && n >= 1 && n <= WIZARD_STEPS.length ? n - 1 : 0;
}
