import { z } from "zod";

const firstValue = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/** /admin/customers?q=&page=: a search by e-mail and a page; a malformed value reads as none. */
export const customerListQuerySchema = z.object({
  q: z.preprocess(firstValue, z.string().trim().max(254).catch("")).default(""),
  page: z.preprocess(firstValue, z.coerce.number().int().min(1).max(10_000).catch(1)).default(1),
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

/** POST /api/admin/customers/{id}/actions: what the operator asks for. */
export const customerActionSchema = z.object({
  action: z.enum(["resend-receipt", "send-password-link"], "action must be resend-receipt or send-password-link"),
});
