import { OutwardMark } from "@/components/ui/outward-mark";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { DeliveryEmailStatus } from "@/components/admin/delivery-email-status";
import { mailServerConfigured } from "@/lib/email/transport.server";
import { OrderActions } from "@/components/admin/order-actions";
import { OrderRefund } from "@/components/admin/order-refund";
import { OrderStatusBadge, OverdueBadge } from "@/components/admin/order-status-badge";
import { OrderTimeline } from "@/components/admin/order-timeline";
import { requireOperatorPage } from "@/lib/admin/operator.server";
import { orderDetail } from "@/lib/admin/orders.server";
import { formatBytes } from "@/lib/orders/delivery-rules";
import { formatDate, formatDateTime, formatMoney } from "@/lib/utils/money";
import { idParams } from "@/lib/validation/shared";
import { NotFoundError } from "@/lib/api/errors";

export const metadata: Metadata = { title: "Order" };

type Props = { params: Promise<{ id: string }> };

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[9rem_1fr] gap-2 py-1 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

export default async function OrderPage({ params }: Props) {
  await requireOperatorPage();
  const parsed = idParams.safeParse(await params);
  if (!parsed.success) notFound();
  const order = await orderDetail(parsed.data.id).catch((error: unknown) => {
    if (error instanceof NotFoundError) notFound();
    throw error;
  });
  const { payment, delivery } = order;
  return (
    <section className="flex flex-col gap-4">
      <Link href="/admin/orders" className="text-sm text-muted-foreground hover:underline">
        ← Orders
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight">Order of {formatDate(order.createdAt)}</h1>
        <OrderStatusBadge status={order.status} />
        {order.window?.overdue && <OverdueBadge />}
      </div>
      <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
        <Card>
          <CardHeader>
            <CardTitle as="h2">Buyer and product</CardTitle>
          </CardHeader>
          <CardContent>
            <dl>
              <Row label="E-mail">{order.buyer.email}</Row>
              <Row label="Account since">{formatDate(order.buyer.since)}</Row>
              <Row label="Password set">{order.buyer.hasPassword ? "Yes" : "Not yet"}</Row>
              <Row label="Product">{order.product.name}</Row>
              <Row label="Variant">{order.product.variant}</Row>
              <Row label="Delivery due">
                {order.window ? `${formatDateTime(order.window.dueAt)} (${order.window.days} business days)` : "No done-for-you delivery"}
              </Row>
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">Payment</CardTitle>
          </CardHeader>
          <CardContent>
            <dl>
              <Row label="Amount">
                {formatMoney(payment.amountCents, payment.currency)}
                {payment.amountCents === 0 && payment.discount ? " (free order)" : ""}
              </Row>
              {payment.discount && (
                <Row label="Discount">
                  {formatMoney(payment.discount.cents, payment.currency)} off with code <code className="text-xs">{payment.discount.code ?? "(deleted)"}</code>
                </Row>
              )}
              <Row label="Paid">{formatDateTime(order.createdAt)}</Row>
              <Row label="Payment intent">
                <code className="text-xs">{payment.paymentIntentId}</code>
              </Row>
              <Row label="Refunded">
                {payment.refunds.length === 0 && !payment.refundedAt ? (
                  "None"
                ) : (
                  <>
                    {formatMoney(payment.refundedCents, payment.currency)} of {formatMoney(payment.amountCents, payment.currency)}
                    {payment.refundedAt && ` · access ended ${formatDateTime(payment.refundedAt)}`}
                    <ul className="text-muted-foreground">
                      {payment.refunds.map((r) => (
                        <li key={r.id}>
                          {formatMoney(r.amountCents, payment.currency)} on {formatDateTime(r.createdAt)}
                          {r.status === "pending" ? " (being made)" : ""}: {r.reason}
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </Row>
              <Row label="Dispute">
                {payment.disputedAt
                  ? `Opened ${formatDateTime(payment.disputedAt)}${payment.disputeWonAt ? `; won ${formatDateTime(payment.disputeWonAt)}` : ""}`
                  : "None"}
              </Row>
            </dl>
            {payment.amountCents === 0 ? (
              <p className="mt-3 text-sm text-muted-foreground">A free order: nothing was paid, so there is nothing to refund.</p>
            ) : (
              <OrderRefund orderId={order.id} refundableCents={payment.refundableCents} currency={payment.currency} />
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">Delivery</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            {delivery.deliveredAt && (
              <div className="flex flex-col gap-2 text-sm">
                <p>Delivered {formatDateTime(delivery.deliveredAt)}.</p>
                {order.status === "delivered" && <DeliveryEmailStatus orderId={order.id} sentAt={delivery.emailSentAt} mailServer={mailServerConfigured()} />}
                {delivery.message && <p className="whitespace-pre-line rounded-md bg-muted p-3">{delivery.message}</p>}
              </div>
            )}
            {/* In production, the list with its Remove buttons is part of the controls below. */}
            {delivery.items.length > 0 && order.status !== "in_production" && (
              <ul className="flex flex-col gap-1 text-sm" aria-label="Delivered files and links">
                {delivery.items.map((item) => (
                  <li key={item.id}>
                    {item.kind === "file" ? (
                      <a href={`/api/admin/orders/${order.id}/items/${item.id}`} className="underline-offset-2 hover:underline">
                        {item.name}
                      </a>
                    ) : (
                      <a
                        href={item.url!}
                        rel="noopener noreferrer"
                        target="_blank"
                        className="inline-flex items-center gap-1 underline-offset-2 hover:underline"
                      >
                        {item.name}
                        <OutwardMark href={item.url!} />
                      </a>
                    )}{" "}
                    <span className="text-muted-foreground">{item.kind === "file" ? formatBytes(item.size ?? 0) : "link"}</span>
                  </li>
                ))}
              </ul>
            )}
            <OrderActions
              orderId={order.id}
              status={order.status}
              isServiceOrder={order.isServiceOrder}
              items={delivery.items.map(({ id, kind, name, url, size }) => ({ id, kind, name, url, size }))}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">The buyer&apos;s characters</CardTitle>
          </CardHeader>
          <CardContent>
            {order.characters.length === 0 ? (
              <p className="text-sm text-muted-foreground">None yet.</p>
            ) : (
              <ul className="flex flex-col gap-1 text-sm">
                {order.characters.map((c) => (
                  <li key={c.id}>
                    {c.name} <span className="text-muted-foreground">· {formatDate(c.createdAt)}</span>
                    {c.fromThisOrder && <span className="text-muted-foreground"> · this order</span>}
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
      <OrderTimeline entries={order.timeline} />
    </section>
  );
}
