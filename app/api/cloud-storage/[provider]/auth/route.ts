import { route } from "@/lib/server/route.server";
import { providerParamsSchema } from "@/lib/validation/cloud-connection";
import { startAuthorization } from "@/lib/storage/oauth.server";
import { providerFor } from "@/lib/storage/providers/providers.server";

// GET /api/cloud-storage/{provider}/auth → { authUrl } for the connect popup.
export const GET = route({ auth: "user", params: providerParamsSchema }, async ({ session, params }) =>
  startAuthorization(session, providerFor(params.provider)),
);
