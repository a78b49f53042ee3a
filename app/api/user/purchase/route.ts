import { route } from "@/lib/api/route";
import { purchaseStatus } from "@/lib/accounts/purchases";

export const GET = route({ auth: "user" }, async ({ session }) => purchaseStatus(session.user.id));
