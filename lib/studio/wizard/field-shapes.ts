import { z } from "zod";

// Field shapes shared by the steps' schemas. Limits match the generic step-data check
// (lib/validation/step-data.ts), so a value the form can hold is one the server keeps.
export const text = (max = 2000) => z.string().max(max).optional();
export const longText = () => z.string().max(10000).optional();
/** One option of a fixed list, or "" once the chip is unselected again. */
export const oneOf = <T extends readonly [string, ...string[]]>(values: T) => z.union([z.enum(values), z.literal("")]).optional();
export const someOf = <T extends readonly [string, ...string[]]>(values: T) => z.array(z.enum(values)).max(values.length).optional();
