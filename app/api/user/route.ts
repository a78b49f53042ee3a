import { route } from "@/lib/server/route.server";

// GET /api/user: the signed-in user, or 401 (the browser reads that as "no user"). `isOperator`
// lets the header link to the back office (issue 31); the console checks the role itself.
export const GET = route({ auth: "user" }, async ({ session }) => ({ ...session.user, isOperator: session.role === "operator" }));
