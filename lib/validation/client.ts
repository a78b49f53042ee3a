import { z } from "zod";

// A client of the buyer (characters may be made for a client instead of personally).
export const clientNameSchema = z.string().trim().min(1, "Client name is required").max(120, "Client name must be at most 120 characters");

export const clientSchema = z.object({ name: clientNameSchema });
export type ClientInput = z.infer<typeof clientSchema>;

export type ClientDto = { id: string; name: string; characterCount: number };
