import { route } from "@/lib/server/route.server";
import type { PurchaseStatusResponse } from "@/lib/accounts/purchases.server";

// The purchase was read with the session (decision 154), so this answers without another query.
export const GET = route({ auth: "user" }, async ({ session }): Promise<PurchaseStatusResponse> => ({
  hasPurchase: Boolean(session.purchase),
  purchase: session.purchase,
}));
