import { route } from "@/lib/server/route.server";
import { exportRequestSchema, providerParamsSchema } from "@/lib/validation/cloud-connection";
import { exportCharacterAssets } from "@/lib/storage/export.server";
import { driveFor } from "@/lib/storage/providers/providers.server";

// POST /api/cloud-storage/{provider}/export { characterId } → newline-delimited JSON progress.
export const POST = route({ idempotent: true, auth: "user", params: providerParamsSchema, body: exportRequestSchema }, async ({ session, params, body }) =>
  exportCharacterAssets(session.user.id, driveFor(params.provider), body.characterId),
);
