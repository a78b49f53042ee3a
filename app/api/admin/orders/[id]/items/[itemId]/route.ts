import { route } from "@/lib/server/route.server";
import { orderItemParams } from "@/lib/validation/order";
import { removeDeliveryItem } from "@/lib/admin/delivery.server";
import { deliveryFileResponse } from "@/lib/orders/delivery-download.server";

// GET: an uploaded file, for the operator to check; DELETE: removes a file or link while the order is in production.
export const GET = route({ auth: "operator", params: orderItemParams }, ({ params }) => deliveryFileResponse(params.id, params.itemId));
export const DELETE = route({ auth: "operator", params: orderItemParams }, ({ operator, params }) => removeDeliveryItem(operator, params.id, params.itemId));
