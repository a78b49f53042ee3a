import { z } from "zod";
import { optionalLine, optionalText, singleLine } from "./shared";
import { clientNameSchema } from "./client";
import { listQuerySchema, type Page } from "./list-page";
import { BUILDS, ETHNICITIES, GENDERS, MAX_AGE, MIN_AGE } from "./character-lists";

export { BUILDS, ETHNICITIES, GENDERS, MAX_AGE, MIN_AGE } from "./character-lists";

export const appearanceSchema = z.object({
  gender: z.enum(GENDERS).nullable().optional(),
  age: z
    .number()
    .int()
    .min(MIN_AGE, `Age must be between ${MIN_AGE} and ${MAX_AGE}`)
    .max(MAX_AGE, `Age must be between ${MIN_AGE} and ${MAX_AGE}`)
    .nullable()
    .optional(),
  ethnicity: z.enum(ETHNICITIES).nullable().optional(),
  hairColor: optionalLine(60).optional(),
  hairStyle: optionalLine(60).optional(),
  eyeColor: optionalLine(60).optional(),
  height: optionalLine(40).optional(),
  build: z.enum(BUILDS).nullable().optional(),
  stylePreference: optionalLine(120).optional(),
  distinctiveFeatures: optionalText(300).optional(),
  personalityTrait1: optionalLine(60).optional(),
  personalityTrait2: optionalLine(60).optional(),
  personalityTrait3: optionalLine(60).optional(),
  location: optionalLine(120).optional(),
});

const basics = {
  name: singleLine().min(1, "Character name is required").max(100, "Character name must be at most 100 characters"),
  description: optionalText(1000).optional(),
  niche: optionalLine(120).optional(),
};

/**
 * Create form and POST /api/user/characters. A client character names an existing client of the
 * user (clientId) or a new one created in the same request (newClientName).
 */
export const createCharacterSchema = z
  .object({
    ...basics,
    ...appearanceSchema.shape,
    isPersonalCharacter: z.boolean(),
    clientId: z.uuid("Pick a client").nullable().optional(),
    newClientName: clientNameSchema.optional().or(z.literal("")),
  })
  .refine((v) => v.isPersonalCharacter || Boolean(v.clientId) || Boolean(v.newClientName), {
    message: "Pick a client or enter a new client name",
    path: ["clientId"],
  });
export type CreateCharacterInput = z.infer<typeof createCharacterSchema>;

/** PATCH /api/user/characters/{id}: rename, re-describe, move between personal and a client. */
export const updateCharacterSchema = z
  .object({
    ...basics,
    ...appearanceSchema.shape,
    isPersonalCharacter: z.boolean(),
    clientId: z.uuid().nullable(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: "Nothing to update" });
export type UpdateCharacterInput = z.infer<typeof updateCharacterSchema>;

/** The badge on a character: the product of the purchase it belongs to (decision 120). */
export type CharacterTier = "AI-Assisted" | "DIY";

/**
 * GET /api/user/characters?limit=&cursor=: newest first, ties broken by id, so a page's position
 * is the last card's (createdAt, id) and characters made meanwhile never shift later pages.
 */
export const characterListQuerySchema = listQuerySchema(
  "characters",
  z.tuple([z.iso.datetime(), z.guid()]).transform(([createdAt, id]) => ({ createdAt: new Date(createdAt), id })),
);
export type CharacterListQuery = z.infer<typeof characterListQuerySchema>;
export type CharacterPage = Page<"characters", CharacterSummary>;

export type CharacterSummary = {
  id: string;
  name: string;
  description: string | null;
  niche: string | null;
  referenceImageUrl: string | null;
  isPersonalCharacter: boolean;
  clientId: string | null;
  clientName: string | null;
  tier: CharacterTier;
};
