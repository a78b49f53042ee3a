import { route } from "@/lib/server/route.server";
import { requestDataExport } from "@/lib/server/account/data-export.server";

// POST: starts "Download my data" (or answers the export already under way); GET /api/user/account shows its progress.
export const POST = route({ idempotent: true, auth: "user" }, async ({ session }) => requestDataExport(session.user.id));
