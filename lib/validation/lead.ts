import { z } from "zod";

// The operator's side of a contact-form lead (/admin/leads, /api/admin/leads): its status,
// the list's filter and page, and a new internal note.

export const LEAD_STATUSES = ["new", "replied", "closed"] as const;
export type LeadStatusValue = (typeof LEAD_STATUSES)[number];

export const leadStatusSchema = z.enum(LEAD_STATUSES, { message: "Status must be new, replied or closed" });

/** The list's query: ?status= (any when absent or "all") and ?page= (1 when absent or not a page number). */
export const leadListQuerySchema = z.object({
  status: z.preprocess((v) => (v === "" || v === "all" ? undefined : v), leadStatusSchema.optional()).catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;

export const leadIdParamsSchema = z.object({ id: z.uuid() });

export const leadStatusChangeSchema = z.object({ status: leadStatusSchema });

export const leadNoteSchema = z.object({
  text: z.string().trim().min(1, "Write the note first").max(4000, "A note may be at most 4000 characters"),
});
