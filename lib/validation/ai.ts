import { z } from "zod";
import { singleLine } from "./shared";
import { ETHNICITIES, GENDERS, MAX_AGE, MIN_AGE, NICHES, PROFESSIONS, SECOND_ETHNICITIES, VOICE_MODELS } from "@/lib/validation/ai-options";
import { SHOT_KEYS } from "./shot-scenes";
import { voiceSettingsSchema } from "@/lib/voice/settings";
import { SCRIPT_SECONDS } from "@/lib/video/format";

// One schema file for the AI entities: the profile generator's variables, the generated
// profile, and the payloads of the /api/ai endpoints (spec sections 3, 5 and 7).
export const profileVariablesSchema = z.object({
  gender: z.enum(GENDERS),
  age: z.coerce.number().int().min(MIN_AGE, `Age must be ${MIN_AGE} to ${MAX_AGE}`).max(MAX_AGE, `Age must be ${MIN_AGE} to ${MAX_AGE}`),
  ethnicity1: z.enum(ETHNICITIES),
  ethnicity2: z.enum(SECOND_ETHNICITIES),
  niche: z.enum(NICHES),
  profession: z.enum(PROFESSIONS),
  additionalDirection: z.string().trim().max(1000).optional(),
});
export type ProfileVariables = z.infer<typeof profileVariablesSchema>;

const text = z.string().trim().min(1);
/** The generated character profile; an answer missing any field is an error, never half-filled. */
export const generatedProfileSchema = z.object({
  name: text,
  headline: text,
  aboutMe: text,
  currentRole: text,
  profession: text,
  location: text,
  backgroundStory: text,
  specialties: text,
  achievements: text,
  lifestyle: text,
  interests: text,
  values: text,
  personality: text,
  contentStyle: text,
  brandMessage: text,
  targetAudience: text,
});
export type GeneratedProfile = z.infer<typeof generatedProfileSchema>;
export const PROFILE_FIELDS = Object.keys(generatedProfileSchema.shape) as (keyof GeneratedProfile)[];

export const generateCharacterSchema = z.object({
  prompt: z.string().trim().min(1, "A prompt is required").max(4000, "The prompt is too long"),
  /** The structured inputs behind the prompt, when the caller has them (used by demo mode). */
  variables: profileVariablesSchema.partial().optional(),
  /** The wizard's character: its saved steps shape the profile (read on the server). */
  characterId: z.uuid({ message: "Invalid character id" }).optional(),
});

const uuid = z.uuid({ message: "Invalid character id" });

export const SCRIPT_FORMATS = ["video-script", "caption"] as const;
export type ScriptFormat = (typeof SCRIPT_FORMATS)[number];

export const generateScriptSchema = z.object({
  topic: singleLine().min(1, "A script topic is required").max(500, "The topic is too long"),
  characterName: singleLine().max(100).optional(),
  niche: singleLine().max(100).optional(),
  /** When set, the script is also kept as that character's script asset (exported as text). */
  characterId: uuid.optional(),
  /** A spoken video script (the spec's default), or a post caption (the Messages step). */
  format: z.enum(SCRIPT_FORMATS).optional(),
  /** The Mirage template's length: the script is written to its word budget (issue 48). */
  seconds: z
    .union(SCRIPT_SECONDS.map((s) => z.literal(s)) as [z.ZodLiteral<30>, z.ZodLiteral<45>, z.ZodLiteral<60>, z.ZodLiteral<90>], {
      message: "The length must be 30, 45, 60 or 90 seconds",
    })
    .optional(),
});

export const referenceImageSchema = z.object({
  prompt: z.string().trim().max(2000, "The image prompt is too long").optional(),
  characterId: uuid.optional(),
});

export const scenarioSchema = z.object({
  name: singleLine().min(1).max(100),
  prompt: z.string().trim().min(1).max(2000),
  style: z.literal("PORTRAIT"),
  category: z.enum(["business", "casual", "fitness", "creative"]),
  aspectRatio: z.literal("9:16"),
  shotType: z.literal("close"),
  key: z.enum(SHOT_KEYS as [string, ...string[]], { message: "Invalid shot key" }).optional(),
});

// Spec section 7 names the reference by {referenceImageUrl, referenceImageId}. Neither is ever
// fetched (decision 089): each is only looked up among the buyer's own saved images and jobs,
// and referenceAssetId names one of the buyer's assets (a generated or an uploaded picture).
const characterShotsFields = z.object({
  referenceAssetId: z.uuid({ message: "Invalid reference image id" }).optional(),
  referenceImageId: z.string().trim().max(200).optional(),
  referenceImageUrl: z.string().trim().max(200_000).optional(),
  scenarios: z.array(scenarioSchema).min(1, "At least one scenario is required").max(8),
  characterId: uuid.optional(),
});
const namesReference = (input: { referenceAssetId?: string; referenceImageId?: string; referenceImageUrl?: string }) =>
  Boolean(input.referenceAssetId || input.referenceImageId || input.referenceImageUrl);
const referenceRequired = { message: "A reference image is required", path: ["referenceAssetId"] };

export const characterShotsSchema = characterShotsFields.refine(namesReference, referenceRequired);

/**
 * How a consistency-test job keeps its reference: as the server resolved it for the job's
 * owner, a Leonardo image id it recorded or the id of the buyer's uploaded asset.
 */
export const shotReferenceSchema = z.union([z.object({ imageId: z.string().min(1).max(200) }), z.object({ assetId: z.uuid() })]);
export type ShotReference = z.infer<typeof shotReferenceSchema>;

const voiceModel = z.enum(VOICE_MODELS.map((m) => m.id) as [string, ...string[]], { message: "Unknown voice model" });

export const voicesQuerySchema = z.object({ model: voiceModel.optional() });

export const generateSpeechSchema = z.object({
  voiceId: z.string().trim().max(100).optional(),
  text: z.string().trim().min(1, "Text is required").max(2500, "Text must be at most 2,500 characters"),
  model: voiceModel.optional(),
  characterId: uuid.optional(),
});

export const generateVoicesSchema = z.object({
  sampleTexts: z.array(z.string().trim().min(1).max(500)).min(1, "At least one sample text is required").max(3),
  voiceId: z.string().trim().max(100).optional(),
  model: voiceModel.optional(),
  /** When set, each sample is spoken with that character's voice settings (decision 107). */
  characterId: uuid.optional(),
});

/** "Generate Voice Variations" on the Voice step: one sentence, three settings (decision 108). */
export const voiceSamplesSchema = z.object({
  text: z.string().trim().min(1, "A sample sentence is required").max(300, "The sample sentence must be at most 300 characters"),
  settings: voiceSettingsSchema,
  model: voiceModel.optional(),
});

export const jobParamsSchema = z.object({ id: z.uuid() });
