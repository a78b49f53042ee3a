import { route } from "@/lib/server/route.server";
import { idParams } from "@/lib/validation/shared";
import { orderRefundSchema } from "@/lib/validation/order";
import { refundOrder } from "@/lib/admin/refunds.server";

// POST { amountCents, reason, key }: refunds part or all of the order once per key; 409 { message } for more than is left.
export const POST = route({ idempotent: true, auth: "operator", params: idParams, body: orderRefundSchema }, ({ operator, params, body }) =>
  refundOrder(operator, params.id, body),
);
