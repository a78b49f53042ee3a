import { route } from "@/lib/server/route.server";
import { idParams } from "@/lib/validation/shared";
import { broadcastSendSchema } from "@/lib/validation/broadcast";
import { sendBroadcast } from "@/lib/admin/broadcast-console.server";

// POST { when: "now" | ISO time }: sends the draft to its audience now, or schedules it; answers
// how many it is for. A second send of the same draft is a 409 (it is no longer a draft).
export const POST = route({ idempotent: true, auth: "operator", params: idParams, body: broadcastSendSchema }, ({ operator, params, body }) =>
  sendBroadcast(operator, params.id, body.when),
);
