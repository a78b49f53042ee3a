import { z } from "zod";

// The generic shape of what a wizard step keeps (CharacterStepData.data): a few named values.
// Each step's own schema (lib/studio/wizard/<slug>/schema.ts, listed in the registry)
// then says which fields it has and what they may hold. The bounds here are a coarse guard, a
// little above the steps' own: a list one past a step's limit (the 51st message) must reach that
// step's schema, which refuses it in words, instead of failing this union as "Invalid input".
const value = z.union([z.string().max(10000), z.array(z.string().max(2000)).max(60), z.boolean()]);
export type StepValue = z.infer<typeof value>;

export const stepDataSchema = z.object({
  data: z.record(z.string().regex(/^[a-zA-Z][a-zA-Z0-9]{0,39}$/, "Invalid field name"), value).refine((d) => Object.keys(d).length <= 30, {
    message: "Too many fields",
  }),
});
export type StepData = Record<string, StepValue>;
