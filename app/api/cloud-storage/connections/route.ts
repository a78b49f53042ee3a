import { route } from "@/lib/server/route.server";
import { listConnections } from "@/lib/storage/connections.server";

// GET /api/cloud-storage/connections → { connections, providers }
export const GET = route({ auth: "user" }, async ({ session }) => listConnections(session.user.id));
