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
    // On the buyer's written request (issue 46): the reason names it.
    z.object({ action: z.literal("export-data"), reason }),
    z.object({ action: z.literal("delete-account"), reason, confirm: z.literal("DELETE", { message: "Type DELETE to confirm" }) }),
  ],
  { error: "action must be resend-receipt, send-password-link, revoke-access, restore-access, export-data or delete-account" },
);
export type CustomerAction = z.infer<typeof customerActionSchema>;
