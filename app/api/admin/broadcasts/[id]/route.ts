import { route } from "@/lib/server/route.server";
import { idParams } from "@/lib/validation/shared";
import { broadcastSchema } from "@/lib/validation/broadcast";
import { updateBroadcast } from "@/lib/admin/broadcast-console.server";

// PATCH { subject, markdown, audience }: a draft's new text; 409 once it has started sending.
export const PATCH = route({ auth: "operator", params: idParams, body: broadcastSchema, maxBodyBytes: 256 * 1024 }, ({ params, body }) =>
  updateBroadcast(params.id, body),
);
