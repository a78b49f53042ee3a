import { z } from "zod";
import { PLAN_CONTENT_TYPES, PLAN_PLATFORMS } from "@/lib/validation/content-plan";
import { longText, someOf, text } from "../field-shapes";

export const postsStepSchema = z.object({
  platforms: someOf(PLAN_PLATFORMS),
  contentTypes: someOf(PLAN_CONTENT_TYPES),
  frequency: text(100),
  bestTimes: text(100),
  calendarNotes: longText(),
  // A plan saved as text lines before the calendar (ContentPost rows) existed; cleared by the next plan.
  plan: z.array(z.string().max(2000)).max(50).optional(),
});
export type PostsStepData = z.infer<typeof postsStepSchema>;
