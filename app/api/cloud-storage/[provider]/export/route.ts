import { route } from "@/lib/api/route.server";
import { exportRequestSchema, providerParamsSchema } from "@/lib/validation/cloud-connection";
import { exportCharacterAssets } from "@/lib/storage/export.server";
import { providerFor } from "@/lib/storage/providers/providers.server";

// POST /api/cloud-storage/{provider}/export { characterId } → newline-delimited JSON progress.
export const POST = route({ idempotent: true, auth: "user", params: providerParamsSchema, body: exportRequestSchema }, async ({ session, params, body }) =>
  exportCharacterAssets(session.user.id, providerFor(params.provider), body.characterId),
);
