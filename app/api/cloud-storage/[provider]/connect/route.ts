import { route } from "@/lib/server/route.server";
import { demoDriveParamsSchema } from "@/lib/validation/cloud-connection";
import { connectDemoDrive } from "@/lib/storage/demo-drive.server";

// POST /api/cloud-storage/demo/connect → { provider, account }: the demo drive connects without
// an OAuth app (demo mode only; decision 205). The real drives connect through /auth.
export const POST = route({ idempotent: true, auth: "user", params: demoDriveParamsSchema }, async ({ session }) => connectDemoDrive(session.user.id));
