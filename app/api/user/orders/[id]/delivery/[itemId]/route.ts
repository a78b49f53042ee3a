import { route } from "@/lib/server/route.server";
import { orderItemParams } from "@/lib/validation/order";
import { downloadDeliveredFile } from "@/lib/orders/deliveries.server";

// GET: one delivered file of the buyer's own delivered order; anything else is a 404.
export const GET = route({ auth: "user", params: orderItemParams }, ({ session, params }) => downloadDeliveredFile(session.user.id, params.id, params.itemId));
