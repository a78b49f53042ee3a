import "server-only";
import { prisma } from "@/lib/db/client.server";
import { findProductByUuid } from "@/lib/catalog/catalog";
import { CSV_BOM, csvRow } from "@/lib/utils/csv";
import type { OrderExportQuery } from "@/lib/validation/order";

// The accounting export (issue 33, item 5): one row per order paid in the chosen UTC days, with
// what was charged, the discount, the refunds and the net, in the CSV writer that defuses
// formulas. Streamed a batch of rows at a time, so a year of orders is never one string.

const HEADER = ["Date (UTC)", "E-mail", "Product", "Amount", "Currency", "Discount", "Refunds", "Net", "Stripe id"];
const BATCH = 500;
const DAY_MS = 86_400_000;

const money = (cents: number) => (cents / 100).toFixed(2);

export function orderExportRange({ from, to }: OrderExportQuery) {
  return { gte: new Date(`${from}T00:00:00Z`), lt: new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS) };
}

/** The rows, oldest first, in batches (keyset on createdAt, id). */
async function* orderRows(query: OrderExportQuery) {
  const range = orderExportRange(query);
  let after: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const batch: {
      id: string;
      createdAt: Date;
      amountCents: number;
      currency: string;
      discountCents: number;
      refundedCents: number;
      paymentIntentId: string;
      productUuid: string;
      isCourseVariant: boolean;
      user: { email: string };
    }[] = await prisma().purchase.findMany({
      where: {
        createdAt: range,
        ...(after && { OR: [{ createdAt: { gt: after.createdAt } }, { createdAt: after.createdAt, id: { gt: after.id } }] }),
      },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: BATCH,
      select: {
        id: true,
        createdAt: true,
        amountCents: true,
        currency: true,
        discountCents: true,
        refundedCents: true,
        paymentIntentId: true,
        productUuid: true,
        isCourseVariant: true,
        user: { select: { email: true } },
      },
    });
    for (const o of batch) {
      const product = `${findProductByUuid(o.productUuid)?.name ?? "Unknown product"}${o.isCourseVariant ? " (course only)" : ""}`;
      // Amount is what was charged; the discount is shown beside it, already taken off.
      yield csvRow([
        o.createdAt.toISOString(),
        o.user.email,
        product,
        money(o.amountCents),
        o.currency.toUpperCase(),
        money(o.discountCents),
        money(o.refundedCents),
        money(o.amountCents - o.refundedCents),
        o.paymentIntentId,
      ]);
    }
    if (batch.length < BATCH) return;
    after = batch[batch.length - 1]!;
  }
}

/** The CSV as a byte stream, pulled a batch at a time as the client reads. */
export function orderExportStream(query: OrderExportQuery): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const rows = orderRows(query);
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(CSV_BOM + csvRow(HEADER)));
        return;
      }
      const next = await rows.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await rows.return(undefined);
    },
  });
}
