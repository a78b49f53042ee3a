import { route } from "@/lib/server/route.server";
import { providerParamsSchema } from "@/lib/validation/cloud-connection";
import { testConnection } from "@/lib/storage/connections.server";
import { driveFor } from "@/lib/storage/providers/providers.server";

// POST /api/cloud-storage/{provider}/test → { success, tokenRefreshed }
export const POST = route({ auth: "user", params: providerParamsSchema }, async ({ session, params }) =>
  testConnection(session.user.id, driveFor(params.provider)),
);
