import { z } from "zod";
import { singleLine } from "./shared";
import { isRealWallTime } from "@/lib/utils/wall-time";

// The posting plan drafted on the wizard's Posts step ("Create Content Plan"): what the step
// sends, and the posts the writer must answer with (checked before anything is shown).
export { PLAN_CONTENT_TYPES, PLAN_DAYS, PLAN_PLATFORMS, PLAN_WEEKS } from "./content-plan-lists";
import { PLAN_CONTENT_TYPES, PLAN_DAYS, PLAN_PLATFORMS, PLAN_WEEKS } from "./content-plan-lists";
const MAX_POSTS = 40;

export const contentPlanRequestSchema = z.object({
  characterId: z.uuid({ message: "Invalid character id" }),
  platforms: z.array(z.enum(PLAN_PLATFORMS)).min(1, "Choose at least one target platform").max(PLAN_PLATFORMS.length),
  contentTypes: z.array(z.enum(PLAN_CONTENT_TYPES)).max(PLAN_CONTENT_TYPES.length).default([]),
  frequency: singleLine().max(100, "The posting frequency is too long").default(""),
  bestTimes: singleLine().max(100, "The posting times are too long").default(""),
  notes: z.string().trim().max(1000, "The calendar notes are too long").default(""),
  // The buyer's own date (their browser's): the plan starts on the Monday after it (decision 114).
  today: z
    .string()
    .refine((v) => v.length === 10 && isRealWallTime(v), "Give today's date as YYYY-MM-DD")
    .optional(),
});
export type ContentPlanRequest = z.infer<typeof contentPlanRequestSchema>;
export type ContentPlanInput = Omit<ContentPlanRequest, "characterId" | "today"> & { characterName: string; niche: string | null };

export const plannedPostSchema = z.object({
  week: z.number().int().min(1).max(PLAN_WEEKS),
  day: z.enum(PLAN_DAYS),
  platform: z.string().trim().min(1).max(40),
  contentType: z.string().trim().min(1).max(40),
  hook: z.string().trim().min(1).max(200),
});
export type PlannedPost = z.infer<typeof plannedPostSchema>;
export const contentPlanSchema = z.object({ posts: z.array(plannedPostSchema).min(1).max(MAX_POSTS) });
