import { z } from "zod";
import { DIRECTION_FIELDS, type CharacterDirection, type DirectionField } from "./direction";

// The generation jobs' check of a character direction (./direction.ts), apart from it so the
// browser's prompt builders load without zod (decision 231).
const text = z.string().trim().max(2000).optional();
export const characterDirectionSchema: z.ZodType<CharacterDirection> = z.object(
  Object.fromEntries(DIRECTION_FIELDS.map((field) => [field, text])) as Record<DirectionField, typeof text>,
);
