import { z } from "zod";

// The wizard steps the spec leaves static; what the user enters there is kept per character.
export const STATIC_STEPS = ["variables", "niche", "reference", "messages", "voice", "composition", "mirage-video", "capcut-video", "posts"] as const;
export type StaticStep = (typeof STATIC_STEPS)[number];

const value = z.union([z.string().max(10000), z.array(z.string().max(2000)).max(50), z.boolean()]);
export type StepValue = z.infer<typeof value>;

export const stepDataSchema = z.object({
  data: z.record(z.string().regex(/^[a-zA-Z][a-zA-Z0-9]{0,39}$/, "Invalid field name"), value).refine((d) => Object.keys(d).length <= 30, {
    message: "Too many fields",
  }),
});
export type StepData = Record<string, StepValue>;

export const stepParams = z.object({ id: z.uuid(), step: z.enum(STATIC_STEPS) });
