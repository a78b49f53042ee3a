import { z } from "zod";
import { listQueryFields, singleLine } from "./shared";

/** /admin/customers?q=&page=: a search by e-mail and a page; a malformed value reads as none. */
export const customerListQuerySchema = z.object({
  ...listQueryFields,
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

const reason = singleLine().min(1, "Say why").max(500, "A reason is at most 500 characters");

/** POST /api/admin/customers/{id}/actions: what the operator asks for; access changes need a reason. */
export const customerActionSchema = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.literal("resend-receipt") }),
    z.object({ action: z.literal("send-password-link") }),
    z.object({ action: z.literal("revoke-access"), reason }),
    z.object({ action: z.literal("restore-access"), reason }),
  ],
  { error: "action must be resend-receipt, send-password-link, revoke-access or restore-access" },
);
export type CustomerAction = z.infer<typeof customerActionSchema>;
