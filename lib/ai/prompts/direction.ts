import type { StepData } from "@/lib/validation/step-data";
import { nicheFromStep } from "@/lib/validation/niche";

// The wizard fields that shape generation (decision 104): what the buyer saved on the
// Variables, Composition and Niche steps, read on the server from the character's saved steps.
// Each field goes into the prompts it concerns, as FIELD_CONCERNS says, and nowhere else.
// Kept free of zod, as the steps build their prompts in the browser; the jobs' schema for it is
// ./direction-schema.ts (decision 231).

export const DIRECTION_FIELDS = [
  // Variables step
  "subject",
  "outfit",
  "setting",
  "camera",
  "keywords",
  "avoid",
  // Composition step
  "shotStyle",
  "background",
  "lighting",
  "mood",
  // Niche step (niche is the buyer's own wording, else the chosen chip)
  "niche",
  "expertise",
  "audience",
] as const;
export type DirectionField = (typeof DIRECTION_FIELDS)[number];
export type CharacterDirection = { [F in DirectionField]?: string | undefined };

/** The steps whose fields shape generation, and the fields each one holds. */
export const DIRECTION_STEPS = {
  variables: ["subject", "outfit", "setting", "camera", "keywords", "avoid"],
  composition: ["shotStyle", "background", "lighting", "mood"],
  niche: ["niche", "expertise", "audience"],
} as const satisfies Record<string, readonly DirectionField[]>;
export type DirectionStep = keyof typeof DIRECTION_STEPS;

/**
 * The prompts: the generated profile, the reference headshot, a consistency-test shot (its
 * scene and close framing are fixed by the scenario), a composed shot (Preview Style and Apply
 * Composition: the composition decides framing and scene) and the video script.
 */
export type Concern = "profile" | "headshot" | "shot" | "composed" | "script";

export const FIELD_CONCERNS: Record<DirectionField, readonly Concern[]> = {
  subject: ["profile", "headshot", "shot", "composed", "script"],
  outfit: ["headshot", "shot", "composed"],
  setting: ["composed", "script"],
  camera: ["headshot", "shot", "composed"],
  keywords: ["headshot", "shot", "composed"],
  avoid: ["profile", "headshot", "shot", "composed", "script"],
  shotStyle: ["composed"],
  background: ["composed"],
  lighting: ["shot", "composed"],
  mood: ["profile", "shot", "composed", "script"],
  niche: ["profile", "script"],
  expertise: ["profile", "script"],
  audience: ["profile", "script"],
};

const value = (data: StepData | undefined, key: string) => {
  const v = data?.[key];
  return typeof v === "string" && v.trim() ? v.trim().slice(0, 2000) : undefined;
};

/** The direction from the saved steps; a field left blank is left out. */
export function directionFromSteps(steps: Partial<Record<DirectionStep, StepData>>): CharacterDirection {
  const direction: CharacterDirection = {};
  for (const step of ["variables", "composition"] as const) {
    for (const field of DIRECTION_STEPS[step]) direction[field] = value(steps[step], field);
  }
  direction.niche = nicheFromStep(steps.niche) ?? undefined;
  direction.expertise = value(steps.niche, "expertise");
  direction.audience = value(steps.niche, "audience");
  return Object.fromEntries(Object.entries(direction).filter(([, v]) => v)) as CharacterDirection;
}

/** Only the fields a prompt concerns. */
export function directionFor(direction: CharacterDirection | undefined, concern: Concern): CharacterDirection {
  const fields = Object.entries(direction ?? {}).filter(([field, v]) => v && FIELD_CONCERNS[field as DirectionField].includes(concern));
  return Object.fromEntries(fields) as CharacterDirection;
}

/** "Label: value" lines of the fields that are set, in the order given. */
export function directionLines(direction: CharacterDirection, labels: Partial<Record<DirectionField, string>>): string[] {
  return (Object.entries(labels) as [DirectionField, string][]).filter(([field]) => direction[field]).map(([field, label]) => `${label}: ${direction[field]}`);
}
