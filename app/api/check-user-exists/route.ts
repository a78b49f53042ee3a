import { route } from "@/lib/server/route.server";
import { userExists } from "@/lib/accounts/login.server";
import { clientIp } from "@/lib/policy/rate-limit.server";
import { checkUserExistsSchema } from "@/lib/validation/account";

// POST /api/check-user-exists: { exists } for the checkout's "Account Found!" panel.
export const POST = route({ auth: "public", body: checkUserExistsSchema }, async ({ body, request }) => userExists(body.email, clientIp(request.headers)));
