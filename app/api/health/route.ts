import { route } from "@/lib/server/route.server";

// GET /api/health: liveness for the load balancer. Constant, touches nothing (also the benchmark's
// bare-handler baseline: the framework's own ceiling on this machine).
export const dynamic = "force-dynamic";
export const GET = route({ auth: "public" }, async () => ({ ok: true }));
