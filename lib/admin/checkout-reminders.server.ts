import "server-only";
import { prisma } from "@/lib/db/client.server";
import { appUrl } from "@/lib/env";
import { products } from "@/lib/catalog/catalog";
import { activePriceFor } from "@/lib/catalog/products.server";
import { formatMoney } from "@/lib/utils/money";
import { retrieveIntent } from "@/lib/payments/intents.server";
import { UPDATABLE_STATUSES } from "@/lib/payments/checkout-intent.server";
import { automation, DEFAULT_REMINDER_HOURS, sendOnce } from "./automations.server";

// Checkout reminders (issue 45, item 3; decision 417): a checkout that captured an e-mail and is
// still unpaid after the seller's delay gets one reminder, with a link back to the same product.
// Never to an address that bought (anything, ever, refunded included), never when this intent was
// paid since, never twice for one address and product, never for a product off sale. The link
// opens a new checkout at today's price, never the old intent: an offer that expired (a price
// changed since) is not payable at the old price (decision 301).

export const REMINDER_KIND = "checkout_reminder";

/** The reminder's text; the price is today's, never the one the checkout was opened at. */
export function reminderMessage(productName: string, price: string, link: string) {
  return {
    subject: `Your checkout for ${productName} is still open`,
    markdown: `# Still thinking about it?\n\nYou started a checkout for **${productName}** and did not finish it. Today's price is ${price}.\n\n[Continue to checkout](${link})\n\nIf you already decided against it, ignore this e-mail: it is the only reminder we send.`,
  };
}

export type ReminderResult = Record<string, number>;

/** The beat: each open checkout with an address, unpaid after the delay, gets its one reminder. */
export async function tendCheckoutReminders(now = new Date(), batch = 100): Promise<ReminderResult> {
  const result: ReminderResult = {};
  const count = (what: string) => (result[what] = (result[what] ?? 0) + 1);
  const settings = await automation("checkout_reminder");
  if (!settings?.enabled || !settings.enabledAt) return result;
  const delayMs = (settings.delayHours ?? DEFAULT_REMINDER_HOURS) * 3600_000;
  const open = await prisma().openIntent.findMany({
    where: { email: { not: null }, createdAt: { gte: settings.enabledAt, lte: new Date(now.getTime() - delayMs) } },
    orderBy: { createdAt: "asc" },
    take: batch,
  });
  for (const intent of open) {
    const email = intent.email!;
    const key = `${email}|${intent.productId}`;
    if (await prisma().automatedEmail.count({ where: { kind: REMINDER_KIND, key } })) continue;
    // Bought since (this intent or any other purchase by this address): no reminder, ever.
    const bought = await prisma().purchase.count({
      where: { OR: [{ paymentIntentId: intent.id }, { user: { email: { equals: email, mode: "insensitive" } } }] },
    });
    if (bought) {
      count("bought");
      continue;
    }
    // Paid, processing or cancelled at the gateway, and not yet recorded: not a checkout to remind of.
    const live = await retrieveIntent(intent.id).catch(() => null);
    if (!live || !UPDATABLE_STATUSES.has(live.status)) {
      count("not_open");
      continue;
    }
    const product = products.find((p) => p.id === intent.productId);
    const price = product ? await activePriceFor(product.id) : null;
    if (!product || !price) {
      count("off_sale");
      continue;
    }
    const link = `${appUrl().replace(/\/+$/, "")}/checkout?productId=${product.uuid}`;
    count(await sendOnce(REMINDER_KIND, key, { email }, reminderMessage(product.name, formatMoney(price.amountCents, price.currency), link)));
  }
  return result;
}
