import { z } from "zod";
import { singleLine } from "./shared";
import { listQuerySchema, type Page } from "./list-page";

// A client of the buyer (characters may be made for a client instead of personally).
export const clientNameSchema = singleLine().min(1, "Client name is required").max(120, "Client name must be at most 120 characters");

export const clientSchema = z.object({ name: clientNameSchema });
export type ClientInput = z.infer<typeof clientSchema>;

export type ClientDto = { id: string; name: string; characterCount: number };

/**
 * GET /api/user/clients?limit=&cursor=: by name, as the client picker shows them, ties broken by
 * id; a page's position is the last client's (name, id).
 */
export const clientListQuerySchema = listQuerySchema(
  "clients",
  z.tuple([z.string().min(1).max(120), z.guid()]).transform(([name, id]) => ({ name, id })),
);
export type ClientListQuery = z.infer<typeof clientListQuerySchema>;
export type ClientPage = Page<"clients", ClientDto>;
