import { route } from "@/lib/server/route.server";
import { idParams } from "@/lib/validation/shared";
import { deliveryLinkSchema } from "@/lib/validation/order";
import { addDeliveryLink } from "@/lib/admin/delivery.server";

// POST { label, url }: a link delivered with the order (a shared folder, a hosted video); the same URL again adds nothing.
export const POST = route({ idempotent: true, auth: "operator", params: idParams, body: deliveryLinkSchema }, ({ operator, params, body }) =>
  addDeliveryLink(operator, params.id, body),
);
