import { route } from "@/lib/server/route.server";
import { idParams } from "@/lib/validation/shared";
import { customerActionSchema, type CustomerAction } from "@/lib/validation/customer";
import type { Operator } from "@/lib/auth/roles";
import { requestDataExportForCustomer } from "@/lib/server/account/data-export.server";
import { closeAccount } from "@/lib/server/account/account-deletion.server";
import { resendReceipt, restoreCustomerAccess, revokeCustomerAccess, sendCustomerPasswordLink } from "@/lib/admin/customers.server";

function perform(operator: Operator, id: string, body: CustomerAction) {
  switch (body.action) {
    case "resend-receipt":
      return resendReceipt(operator, id);
    case "send-password-link":
      return sendCustomerPasswordLink(operator, id);
    case "revoke-access":
      return revokeCustomerAccess(operator, id, body.reason);
    case "restore-access":
      return restoreCustomerAccess(operator, id, body.reason);
    case "export-data":
      return requestDataExportForCustomer(operator, id, body.reason);
    case "delete-account":
      return closeAccount(id, { by: "operator", operator, reason: body.reason });
  }
}

// POST { action, reason? }: resend the newest receipt, e-mail a password link, or revoke or
// restore the customer's access (with a reason), or, on the buyer's written request, export or
// delete their data (issue 46); each is audited.
export const POST = route({ idempotent: true, auth: "operator", params: idParams, body: customerActionSchema }, ({ operator, params, body }) =>
  perform(operator, params.id, body),
);
