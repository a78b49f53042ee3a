import type { z } from "zod";
import { variablesSchema } from "./variables/schema";
import { nicheSchema } from "./niche/schema";
import { messagesSchema } from "./messages/schema";
import { voiceStepSchema } from "./voice/schema";
import { compositionSchema } from "./composition/schema";
import { mirageVideoSchema } from "./mirage-video/schema";
import { capcutVideoSchema } from "./capcut-video/schema";
import { postsStepSchema } from "./posts/schema";
import { stepIndexIn } from "./step-index";

/**
 * How a step keeps what the buyer enters:
 * - "step-data": its fields autosave to PUT /api/user/characters/:id/steps/:slug, checked by `schema`;
 * - "profile": the profile form (PUT /api/user/characters/:id/profile);
 * - "social-links": one row per account (/api/user/characters/:id/social-links);
 * - "results": nothing typed; what it generates (images, jobs) is kept as the character's assets;
 * - "voice-settings": the character's voice design (PUT /api/user/characters/:id/voice), checked by `schema`.
 */
export type StepSave = "step-data" | "profile" | "social-links" | "results" | "voice-settings";

type StepEntry = {
  slug: string;
  title: string;
  save: StepSave;
  schema: z.ZodObject | null;
  /** Whether the step calls a generator (OpenAI, Leonardo, ElevenLabs or their demo stand-ins). */
  generates: boolean;
};

/**
 * The wizard's twelve steps, in order (spec section 2): the only list that names them. The shell,
 * the footer's dots and counter, `?step=` and the step-data route all read it; each step's
 * rules (schema, option lists) sit in ./<slug>/, its React in components/wizard/steps/<slug>/,
 * looked up in components/wizard/steps/step-components.tsx, keyed by this list. Kept free of
 * React so route handlers can import it.
 */
export const WIZARD_STEPS = [
  { slug: "profile", title: "Profile", save: "profile", schema: null, generates: true },
  { slug: "variables", title: "Variables", save: "step-data", schema: variablesSchema, generates: false },
  { slug: "niche", title: "Niche", save: "step-data", schema: nicheSchema, generates: false },
  { slug: "reference", title: "Reference", save: "results", schema: null, generates: true },
  { slug: "images", title: "Images", save: "results", schema: null, generates: true },
  { slug: "socials", title: "Socials", save: "social-links", schema: null, generates: false },
  { slug: "messages", title: "Messages", save: "step-data", schema: messagesSchema, generates: true },
  { slug: "voice", title: "Voice", save: "voice-settings", schema: voiceStepSchema, generates: true },
  { slug: "composition", title: "Composition", save: "step-data", schema: compositionSchema, generates: true },
  { slug: "mirage-video", title: "Mirage Video", save: "step-data", schema: mirageVideoSchema, generates: true },
  { slug: "capcut-video", title: "CapCut Video", save: "step-data", schema: capcutVideoSchema, generates: false },
  { slug: "posts", title: "Posts", save: "step-data", schema: postsStepSchema, generates: true },
] as const satisfies readonly StepEntry[];

export type WizardStep = (typeof WIZARD_STEPS)[number];
export type WizardSlug = WizardStep["slug"];
/** The steps whose fields autosave as step data. */
export type DataStep = Extract<WizardStep, { save: "step-data" }>;
export type DataStepSlug = DataStep["slug"];

export const DATA_STEP_SLUGS = WIZARD_STEPS.filter((s): s is DataStep => s.save === "step-data").map((s) => s.slug) as [DataStepSlug, ...DataStepSlug[]];

export function dataStep(slug: DataStepSlug): DataStep {
  return WIZARD_STEPS.find((s): s is DataStep => s.slug === slug)!;
}

/** The step index for a ?step= value: a slug or a 1-based number; anything else is step 1. */
export function stepIndexFrom(value: string | string[] | undefined | null): number {
  return stepIndexIn(
    WIZARD_STEPS.map((s) => s.slug),
    value,
  );
}

/** What the browser needs of each step (its slug and title), without the schemas. */
export type StepLink = { slug: WizardSlug; title: string };
export const stepLinks = (): StepLink[] => WIZARD_STEPS.map(({ slug, title }) => ({ slug, title }));
