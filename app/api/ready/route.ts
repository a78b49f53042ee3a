import { route } from "@/lib/server/route.server";
import { checkReady } from "@/lib/health/ready.server";

// GET /api/ready: readiness (the database answers); 503 { message } while it does not.
export const dynamic = "force-dynamic";
export const GET = route({ auth: "public" }, async () => checkReady());
