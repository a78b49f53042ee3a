import { route } from "@/lib/server/route.server";
import { exportRequestSchema, providerParamsSchema } from "@/lib/validation/cloud-connection";
import { sendPackageToDrive } from "@/lib/storage/export-package.server";
import { driveFor } from "@/lib/storage/providers/providers.server";

// POST /api/cloud-storage/{provider}/package { characterId } → { folder, name, bytes }: the
// character's package ZIP, uploaded to the connected drive.
export const POST = route({ idempotent: true, auth: "user", params: providerParamsSchema, body: exportRequestSchema }, async ({ session, params, body }) =>
  sendPackageToDrive(session.user.id, driveFor(params.provider), body.characterId),
);
