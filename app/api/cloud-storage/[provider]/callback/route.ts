import { route } from "@/lib/server/route.server";
import { providerParamsSchema } from "@/lib/validation/cloud-connection";
import { finishConnectPopup } from "@/lib/storage/callback-page.server";
import { providerFor } from "@/lib/storage/providers/providers.server";

// GET /api/cloud-storage/{provider}/callback: the provider's redirect into the connect popup.
export const GET = route({ auth: "optional", params: providerParamsSchema }, async ({ session, params, request }) =>
  finishConnectPopup(session, providerFor(params.provider), request.nextUrl.searchParams),
);
