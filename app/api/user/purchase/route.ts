import { route } from "@/lib/api/route.server";
import { purchaseStatus } from "@/lib/accounts/purchases.server";

export const GET = route({ auth: "user" }, async ({ session }) => purchaseStatus(session.user.id));
