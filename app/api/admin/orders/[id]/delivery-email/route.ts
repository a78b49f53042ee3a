import { route } from "@/lib/server/route.server";
import { idParams } from "@/lib/validation/shared";
import { resendDeliveryEmail } from "@/lib/admin/order-actions.server";

// POST (no body): sends the buyer the "delivery ready" e-mail again; 409 { message } unless the
// order is delivered; 503 { message } when the mail server refuses it again. Sent once at most.
export const POST = route({ idempotent: true, auth: "operator", params: idParams }, ({ operator, params }) => resendDeliveryEmail(operator, params.id));
