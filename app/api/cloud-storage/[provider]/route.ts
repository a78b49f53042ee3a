import { route } from "@/lib/server/route.server";
import { providerParamsSchema } from "@/lib/validation/cloud-connection";
import { disconnect } from "@/lib/storage/connections.server";
import { driveFor } from "@/lib/storage/providers/providers.server";

// DELETE /api/cloud-storage/{provider}: disconnect.
export const DELETE = route({ auth: "user", params: providerParamsSchema }, async ({ session, params }) =>
  disconnect(session.user.id, driveFor(params.provider)),
);
