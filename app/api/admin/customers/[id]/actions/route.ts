import { route } from "@/lib/api/route.server";
import { idParams } from "@/lib/validation/shared";
import { customerActionSchema } from "@/lib/validation/customer";
import { resendReceipt, sendCustomerPasswordLink } from "@/lib/admin/customers.server";

// POST { action }: resend the newest receipt, or e-mail a password link; each is audited.
export const POST = route({ auth: "operator", params: idParams, body: customerActionSchema }, ({ operator, params, body }) =>
  body.action === "resend-receipt" ? resendReceipt(operator, params.id) : sendCustomerPasswordLink(operator, params.id),
);
