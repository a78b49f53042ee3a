import type { Prisma } from "@/lib/db/generated/client";

// THE rule of who may use what was paid for (issue 43): a purchase grants access while its status
// is "active"; a refund, a lost chargeback or an operator's revoke moves it off "active"
// (lib/accounts/access.server.ts owns those moves). Every query that asks "does this buyer have
// access" filters with one of these, so the rule is written once.

/** Purchases in force: paid and not refunded, disputed or revoked (orders, deliveries, revenue). */
export const PURCHASE_IN_FORCE = { status: "active" } as const satisfies Prisma.PurchaseWhereInput;

/** The purchases that grant access to the studio and the course, as a Prisma filter. */
export const PURCHASE_GRANTS_ACCESS = { ...PURCHASE_IN_FORCE } as const satisfies Prisma.PurchaseWhereInput;

/** The same rule in SQL, for the session's one-round-trip query; the table is "Purchase". */
export const PURCHASE_GRANTS_ACCESS_SQL = `"status" = 'active'`;

/** The same rule for a purchase already read. */
export const grantsAccess = (purchase: { status: string }) => purchase.status === PURCHASE_GRANTS_ACCESS.status;
