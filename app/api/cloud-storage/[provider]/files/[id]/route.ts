import { route } from "@/lib/server/route.server";
import { demoDriveFileParamsSchema } from "@/lib/validation/cloud-connection";
import { deleteDemoDriveFile, demoDriveFileResponse } from "@/lib/storage/demo-drive.server";

// GET /api/cloud-storage/demo/files/{id}: a file the demo drive received, as a download (decision 205).
export const GET = route({ auth: "user", params: demoDriveFileParamsSchema }, async ({ session, params, request }) =>
  demoDriveFileResponse(session.user.id, params.id, request),
);

// DELETE /api/cloud-storage/demo/files/{id}: removes a file from the demo drive, freeing its storage.
export const DELETE = route({ auth: "user", params: demoDriveFileParamsSchema }, async ({ session, params }) =>
  deleteDemoDriveFile(session.user.id, params.id),
);
