import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { CustomerActions } from "@/components/admin/customer-actions";
import { CustomerDataRequest } from "@/components/admin/customer-data-request";
import { ACCOUNT_ACTIONS } from "@/lib/accounts/data-rules";
import { OrderStatusBadge } from "@/components/admin/order-status-badge";
import { requireOperatorPage } from "@/lib/admin/operator.server";
import { CUSTOMER_ACTIONS, customerDetail } from "@/lib/admin/customers.server";
import { formatBytes } from "@/lib/orders/delivery-rules";
import { formatDate, formatDateTime, formatMoney } from "@/lib/utils/money";
import { idParams } from "@/lib/validation/shared";
import { NotFoundError } from "@/lib/api/errors";

export const metadata: Metadata = { title: "Customer", robots: { index: false } };

const ACTION_TEXT: Record<string, string> = {
  [CUSTOMER_ACTIONS.receiptResent]: "Resent the receipt (sent, or queued in the outbox without a mail server)",
  [CUSTOMER_ACTIONS.passwordLinkSent]: "Sent a password link (or queued it in the outbox without a mail server)",
  [CUSTOMER_ACTIONS.accessRevoked]: "Revoked access",
  [CUSTOMER_ACTIONS.accessRestored]: "Restored access",
  [ACCOUNT_ACTIONS.exported]: "Exported the buyer's data on request",
  [ACCOUNT_ACTIONS.deleted]: "Deleted the account on the buyer's request",
};

const reasonOf = (detail: unknown) => {
  const reason = (detail as { reason?: unknown } | null)?.reason;
  return typeof reason === "string" ? `: ${reason}` : "";
};

export default async function CustomerPage({ params }: { params: Promise<{ id: string }> }) {
  await requireOperatorPage();
  const parsed = idParams.safeParse(await params);
  if (!parsed.success) notFound();
  const customer = await customerDetail(parsed.data.id).catch((error: unknown) => {
    if (error instanceof NotFoundError) notFound();
    throw error;
  });
  const currency = customer.orders[0]?.currency ?? "usd";
  return (
    <section className="flex flex-col gap-4">
      <Link href="/admin/customers" className="text-sm text-muted-foreground hover:underline">
        ← Customers
      </Link>
      <h1 className="text-2xl font-bold tracking-tight break-all">{customer.email}</h1>
      <p className="text-sm text-muted-foreground">
        Customer since {formatDate(customer.since)} · spent {formatMoney(customer.spentCents, currency)} net of refunds · {customer.characters.length} character
        {customer.characters.length === 1 ? "" : "s"} · {formatBytes(customer.storageBytes)} stored ·{" "}
        {customer.deleted
          ? "account closed: no sign-in, no access"
          : `password ${customer.hasPassword ? "set" : "not set yet"} · access ${customer.hasAccess ? "active" : customer.revoked ? "revoked" : "none (refunded or disputed)"}`}
      </p>
      {customer.deleted ? (
        <p role="status" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
          {customer.deleted.by === "buyer" ? "Deleted by the buyer" : "Deleted on the buyer's written request"} on {formatDateTime(customer.deleted.at)}. Only
          the purchase and payment records are kept, for accounting, with the e-mail replaced.
        </p>
      ) : (
        <>
          <CustomerActions
            customerId={customer.id}
            hasPassword={customer.hasPassword}
            access={customer.hasAccess ? "active" : customer.revoked ? "revoked" : "none"}
          />
          <CustomerDataRequest customerId={customer.id} />
        </>
      )}
      <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
        <Card>
          <CardHeader>
            <CardTitle as="h2">Orders</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-col gap-2 text-sm">
              {customer.orders.map((o) => (
                <li key={o.id} className="flex flex-wrap items-center gap-2">
                  <Link href={`/admin/orders/${o.id}`} className="font-medium underline-offset-2 hover:underline">
                    {formatDateTime(o.createdAt)}
                  </Link>
                  <span>{o.product}</span>
                  <span className="tabular-nums">{formatMoney(o.amountCents, o.currency)}</span>
                  {o.refundedCents > 0 && <span className="text-muted-foreground tabular-nums">({formatMoney(o.refundedCents, o.currency)} refunded)</span>}
                  <OrderStatusBadge status={o.status} />
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">Characters</CardTitle>
          </CardHeader>
          <CardContent>
            {customer.characters.length === 0 ? (
              <p className="text-sm text-muted-foreground">None yet.</p>
            ) : (
              <ul className="flex flex-col gap-1 text-sm">
                {customer.characters.map((c) => (
                  <li key={c.id}>
                    {c.name} <span className="text-muted-foreground">· {formatDate(c.createdAt)}</span>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Actions taken</CardTitle>
        </CardHeader>
        <CardContent>
          {customer.audit.length === 0 ? (
            <p className="text-sm text-muted-foreground">None yet.</p>
          ) : (
            <ol className="flex flex-col gap-1 text-sm">
              {customer.audit.map((a) => (
                <li key={a.id}>
                  <span className="text-muted-foreground">{formatDateTime(a.createdAt)}</span> {ACTION_TEXT[a.action] ?? a.action}
                  {reasonOf(a.detail)} <span className="text-muted-foreground">· {a.operatorEmail}</span>
                </li>
              ))}
            </ol>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
