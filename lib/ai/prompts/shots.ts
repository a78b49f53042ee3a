// The shot scenario library (spec section 3): eight close, 9:16 PORTRAIT shots in four
// categories, each a shoulders-up portrait of the same person as the reference image. The scenes
// themselves are a vocabulary the request schema names (lib/validation/shot-scenes.ts).
import { SCENES, SHOT_KEYS, type ShotCategory } from "@/lib/validation/shot-scenes";
export { SHOT_KEYS, type ShotCategory };

export type ShotScenario = {
  key: string;
  name: string;
  category: ShotCategory;
  shotType: "close";
  aspectRatio: "9:16";
  style: "PORTRAIT";
  prompt: string;
};

/** The character attributes a shot template can use; every one is optional. */
export type ShotCharacter = {
  name?: string | null;
  gender?: string | null;
  age?: number | string | null;
  ethnicity?: string | null;
  hairColor?: string | null;
  hairStyle?: string | null;
  eyeColor?: string | null;
  build?: string | null;
  stylePreference?: string | null;
};

export const DEFAULT_SHOT_NAME = "the same character";

/** Who a shot shows: the reference's person, described from the character's attributes. */
export const PERSON_TEMPLATE =
  "{name}, the same person as in the reference image: a {age}-year-old {ethnicity} {gender} " +
  "with {hairStyle} {hairColor} hair, {eyeColor} eyes and a {build} build, dressed in a {stylePreference} style.";

const TEMPLATE =
  `Shoulders-up close portrait of ${PERSON_TEMPLATE} ` +
  "{scene} Same face, same identity as the reference. Hands out of frame. Vertical 9:16 framing, photorealistic.";

/** The four scenarios of the consistency test: business, casual, fitness, studio. */
export const CONSISTENCY_TEST_KEYS = ["professional_office", "outdoor_natural", "gym_active", "studio_artistic"] as const;

const FALLBACKS: Required<{ [K in keyof ShotCharacter]: string }> = {
  name: DEFAULT_SHOT_NAME,
  gender: "person",
  age: "adult",
  ethnicity: "",
  hairColor: "natural",
  hairStyle: "neat",
  eyeColor: "natural",
  build: "average",
  stylePreference: "smart casual",
};

export function fill(template: string, values: Record<string, string>) {
  return template
    .replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? "")
    .replace(/\s{2,}/g, " ")
    .trim();
}

/** The template values of a character, with the library's fallback for each missing one. */
export function personValues(character: ShotCharacter): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of Object.keys(FALLBACKS) as (keyof ShotCharacter)[]) {
    const value = character[field];
    values[field] = value === null || value === undefined || String(value).trim() === "" ? FALLBACKS[field] : String(value).trim();
  }
  return values;
}

/** A scenario's scene sentence, name and category; undefined for a key the library lacks. */
export const sceneOf = (key: string) => SCENES[key];

/** The library key of a saved shot, from its key or (shots saved before keys were) its name. */
export function scenarioKeyOf(shot: { key?: unknown; scenario?: unknown }): string | undefined {
  if (typeof shot.key === "string" && SCENES[shot.key]) return shot.key;
  return Object.keys(SCENES).find((key) => SCENES[key]!.name === shot.scenario);
}

/** One scenario of the library with its prompt filled in; "Invalid shot key" for an unknown key. */
export function shotScenario(key: string, character: ShotCharacter = {}): ShotScenario {
  const scene = SCENES[key];
  if (!scene) throw new Error("Invalid shot key");
  const values: Record<string, string> = { ...personValues(character), scene: scene.scene };
  return {
    key,
    name: scene.name,
    category: scene.category,
    shotType: "close",
    aspectRatio: "9:16",
    style: "PORTRAIT",
    prompt: fill(TEMPLATE, values),
  };
}

export function consistencyTestScenarios(character: ShotCharacter = {}): ShotScenario[] {
  return CONSISTENCY_TEST_KEYS.map((key) => shotScenario(key, character));
}
