import "server-only";
import { prisma } from "@/lib/db/client.server";
import { ConflictError, NotFoundError } from "@/lib/api/errors";
import { sendPasswordLink } from "@/lib/accounts/password-setup.server";
import { appUrl } from "@/lib/env";
import { mailOutcome, sendEmail } from "@/lib/email/transport.server";
import { purchaseReceiptEmail } from "@/lib/email/templates/purchase-receipt";
import { findProductByUuid } from "@/lib/catalog/catalog";
import type { CustomerListQuery } from "@/lib/validation/customer";
import { auditTrail, recordAudit } from "./audit.server";
import { orderStatus } from "@/lib/orders/order-status";
import { restoreRevokedAccess, revokeAccess } from "@/lib/accounts/access.server";
import { Prisma } from "@/lib/db/generated/client";
import { storedBytesOfSql } from "@/lib/policy/storage-quota.server";
import type { Operator } from "@/lib/auth/roles";
import { grantsAccess } from "@/lib/policy/purchase-access";

// The operator's customers (issue 33, item 4): every account that has bought, with what it
// paid (net of refunds), its characters and the bytes its files take; one customer's page with
// their orders and two actions, each in the audit log: resend a receipt, send a password link.

export const CUSTOMERS_PER_PAGE = 25;

export const CUSTOMER_ACTIONS = {
  receiptResent: "customer.receipt_resent",
  passwordLinkSent: "customer.password_link_sent",
  accessRevoked: "customer.access_revoked",
  accessRestored: "customer.access_restored",
} as const;

/** Bytes of every stored file of each user's characters and demo drive: the figure the storage quota counts (decisions 174 and 205). */
async function storageBytes(userIds: string[]) {
  if (userIds.length === 0) return new Map<string, number>();
  const rows = await prisma().$queryRaw<{ userId: string; bytes: bigint | number | null }[]>`
    SELECT u."id"::text AS "userId", ${storedBytesOfSql(Prisma.sql`u."id"`)} AS "bytes" FROM unnest(${userIds}::uuid[]) AS u("id")`;
  return new Map(rows.map((r) => [r.userId, Number(r.bytes ?? 0)]));
}

/** /admin/customers: buyers, newest first, searched by e-mail, a page at a time. */
export async function listCustomers(query: CustomerListQuery) {
  const where = { purchases: { some: {} }, ...(query.q && { email: { contains: query.q.toLowerCase(), mode: "insensitive" as const } }) };
  const [total, users] = await Promise.all([
    prisma().user.count({ where }),
    prisma().user.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (query.page - 1) * CUSTOMERS_PER_PAGE,
      take: CUSTOMERS_PER_PAGE,
      select: {
        id: true,
        email: true,
        createdAt: true,
        purchases: { select: { amountCents: true, refundedCents: true, currency: true, status: true, grantsAccess: true } },
        _count: { select: { characters: true } },
      },
    }),
  ]);
  const bytes = await storageBytes(users.map((u) => u.id));
  const customers = users.map((u) => ({
    id: u.id,
    email: u.email,
    since: u.createdAt,
    orders: u.purchases.length,
    spentCents: u.purchases.reduce((sum, p) => sum + p.amountCents - p.refundedCents, 0),
    currency: u.purchases[0]?.currency ?? "usd",
    hasAccess: u.purchases.some(grantsAccess),
    characters: u._count.characters,
    storageBytes: bytes.get(u.id) ?? 0,
  }));
  return { customers, total, page: query.page, pages: Math.max(1, Math.ceil(total / CUSTOMERS_PER_PAGE)) };
}

/** /admin/customers/{id}: the account, its orders, its characters and the actions taken on it. */
export async function customerDetail(userId: string) {
  const user = await prisma().user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      email: true,
      createdAt: true,
      passwordHash: true,
      deletedAt: true,
      deletedBy: true,
      purchases: {
        orderBy: { createdAt: "desc" },
        select: {
          id: true,
          createdAt: true,
          amountCents: true,
          refundedCents: true,
          currency: true,
          productUuid: true,
          isCourseVariant: true,
          status: true,
          grantsAccess: true,
          fulfilment: true,
        },
      },
      characters: { orderBy: { createdAt: "asc" }, select: { id: true, name: true, createdAt: true } },
    },
  });
  if (!user || user.purchases.length === 0) throw new NotFoundError();
  const bytes = await storageBytes([user.id]);
  const audit = await auditTrail({ type: "user", id: user.id });
  return {
    id: user.id,
    email: user.email,
    since: user.createdAt,
    hasPassword: user.passwordHash !== null,
    // A closed account (issue 46): when, and whether the buyer or an operator (on request) closed it.
    deleted: user.deletedAt && { at: user.deletedAt, by: user.deletedBy === "operator" ? ("operator" as const) : ("buyer" as const) },
    hasAccess: user.purchases.some(grantsAccess),
    revoked: user.purchases.some((p) => p.status === "revoked"),
    spentCents: user.purchases.reduce((sum, p) => sum + p.amountCents - p.refundedCents, 0),
    storageBytes: bytes.get(user.id) ?? 0,
    orders: user.purchases.map((p) => ({
      id: p.id,
      createdAt: p.createdAt,
      product: `${findProductByUuid(p.productUuid)?.name ?? "Unknown product"}${p.isCourseVariant ? " (course only)" : ""}`,
      amountCents: p.amountCents,
      refundedCents: p.refundedCents,
      currency: p.currency,
      status: orderStatus(p),
    })),
    characters: user.characters,
    audit,
  };
}

/** Sends the receipt of the customer's newest order again, to the account's own address. */
export async function resendReceipt(operator: Operator, userId: string) {
  const user = await prisma().user.findUnique({ where: { id: userId }, select: { id: true, email: true, passwordHash: true } });
  const order = user && (await prisma().purchase.findFirst({ where: { userId }, orderBy: { createdAt: "desc" } }));
  if (!user || !order) throw new NotFoundError();
  const sent = await purchaseReceiptEmail({
    to: user.email,
    productName: findProductByUuid(order.productUuid)?.name ?? "Your purchase",
    amountCents: order.amountCents,
    currency: order.currency,
    reference: order.paymentIntentId,
    purchasedAt: order.createdAt,
    nextUrl: `${appUrl()}${user.passwordHash ? "/user/dashboard" : "/auth"}`,
  })
    .then(sendEmail)
    .catch((error: unknown) => {
      console.error("[admin] receipt resend failed", error);
      throw new ConflictError("The mail server did not take the e-mail, so the receipt is not sent. Please try again in a few minutes.");
    });
  await recordAudit(prisma(), operator, CUSTOMER_ACTIONS.receiptResent, { type: "user", id: user.id }, { orderId: order.id });
  return { sentTo: user.email, mail: mailOutcome(sent.delivered) };
}

/** E-mails the customer a one-time link to set (or reset) their password; older links stop working. */
export async function sendCustomerPasswordLink(operator: Operator, userId: string) {
  const user = await prisma().user.findUnique({
    where: { id: userId },
    select: { id: true, email: true, passwordHash: true, role: true, _count: { select: { purchases: true } } },
  });
  if (!user || user._count.purchases === 0) throw new NotFoundError();
  // An operator's own account is not a customer's: its links come from operator:create only.
  if (user.role === "operator") throw new ConflictError("This account is an operator's: send its link with npm run operator:create.");
  const kind = user.passwordHash ? "reset" : "setup";
  const sent = await sendPasswordLink(user, kind);
  await recordAudit(prisma(), operator, CUSTOMER_ACTIONS.passwordLinkSent, { type: "user", id: user.id }, { kind });
  return { sentTo: user.email, kind, mail: mailOutcome(sent.delivered) };
}

/**
 * Ends the customer's access to the course and the studio, on every payment, with a reason
 * (decision 182): the purchases show "Access revoked", their queued generations stop, and a
 * refund or a dispute later still takes precedence. Revoking again changes nothing.
 */
export async function revokeCustomerAccess(operator: Operator, userId: string, reason: string) {
  return prisma().$transaction(async (tx) => {
    const purchases = await tx.purchase.findMany({ where: { userId }, select: { paymentIntentId: true } });
    if (purchases.length === 0) throw new NotFoundError();
    let revoked = 0;
    for (const p of purchases) if (await revokeAccess(tx, p.paymentIntentId, "operator")) revoked++;
    if (revoked > 0) await recordAudit(tx, operator, CUSTOMER_ACTIONS.accessRevoked, { type: "user", id: userId }, { reason, purchases: revoked });
    return { revoked };
  });
}

/** Gives back the access an operator revoked (refunded or disputed payments stay as they are). */
export async function restoreCustomerAccess(operator: Operator, userId: string, reason: string) {
  return prisma().$transaction(async (tx) => {
    const purchases = await tx.purchase.findMany({ where: { userId }, select: { paymentIntentId: true } });
    if (purchases.length === 0) throw new NotFoundError();
    let restored = 0;
    for (const p of purchases) if (await restoreRevokedAccess(tx, p.paymentIntentId)) restored++;
    if (restored > 0) await recordAudit(tx, operator, CUSTOMER_ACTIONS.accessRestored, { type: "user", id: userId }, { reason, purchases: restored });
    return { restored };
  });
}
