import { route } from "@/lib/server/route.server";
import { idParams } from "@/lib/validation/shared";
import { downloadDeliveryZip } from "@/lib/orders/deliveries.server";

// GET: the buyer's whole delivery as one streamed ZIP; another buyer's order, or one not yet delivered, is a 404.
export const GET = route({ auth: "user", params: idParams }, ({ session, params }) => downloadDeliveryZip(session.user.id, params.id));
