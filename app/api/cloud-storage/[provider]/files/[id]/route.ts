import { route } from "@/lib/api/route.server";
import { demoDriveFileParamsSchema } from "@/lib/validation/cloud-connection";
import { demoDriveFileResponse } from "@/lib/storage/demo-drive.server";

// GET /api/cloud-storage/demo/files/{id}: a file the demo drive received, as a download (decision 205).
export const GET = route({ auth: "user", params: demoDriveFileParamsSchema }, async ({ session, params, request }) =>
  demoDriveFileResponse(session.user.id, params.id, request),
);
