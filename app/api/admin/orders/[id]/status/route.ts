import { route } from "@/lib/server/route.server";
import { idParams } from "@/lib/validation/shared";
import { orderStatusChangeSchema } from "@/lib/validation/order";
import { changeOrderStatus } from "@/lib/admin/order-actions.server";

// POST { status: "in_production" | "delivered", message? }: moves the order on; 409 { message } for a move its status forbids.
export const POST = route({ idempotent: true, auth: "operator", params: idParams, body: orderStatusChangeSchema }, ({ operator, params, body }) =>
  changeOrderStatus(operator, params.id, body),
);
