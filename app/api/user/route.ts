import { route } from "@/lib/api/route.server";

// GET /api/user: the signed-in user, or 401 (the browser reads that as "no user").
export const GET = route({ auth: "user" }, async ({ session }) => session.user);
