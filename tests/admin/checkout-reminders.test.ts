import { prisma } from "@/lib/db/client.server";
import { AI_ASSISTED_PRODUCT_UUID, findProductByUuid } from "@/lib/catalog/catalog";
import { onSaleProduct } from "@/lib/catalog/products.server";
import { createIntent, updateIntentEmail } from "@/lib/payments/intents.server";
import { setAutomation } from "@/lib/admin/automations.server";
import { tendCheckoutReminders } from "@/lib/admin/checkout-reminders.server";
import { withSmtpSink } from "../helpers/smtp";
import { withTestDatabase } from "../helpers/db";
import { createBuyer } from "../helpers/factories";

// Issue 45, item 3 (decision 417): one reminder for a checkout that captured an address and is
// still unpaid after the seller's delay; never when paid since, never to a buyer, never twice, and
// its link opens a checkout at today's price, not the old intent.

const sink = withSmtpSink();
withTestDatabase();

const HOUR = 3600_000;
const now = new Date();
const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);

async function checkout(email: string, openedHoursAgo: number) {
  const { product, price } = await onSaleProduct(AI_ASSISTED_PRODUCT_UUID);
  const intent = await createIntent({ product, price, email });
  await prisma().openIntent.update({ where: { id: intent.id }, data: { createdAt: ago(openedHoursAgo) } });
  return intent;
}

it("does nothing while off (the default)", async () => {
  await checkout("off@example.com", 5);
  expect(await tendCheckoutReminders(now)).toEqual({});
  expect(await prisma().automatedEmail.count()).toBe(0);
});

it("reminds an unpaid checkout once, after the delay, at today's price, and never a buyer or a paid one", async () => {
  await prisma().openIntent.deleteMany();
  await setAutomation("checkout_reminder", { enabled: true, delayHours: 2 }, ago(10));
  const before = await checkout("before@example.com", 11); // opened before the switch was turned on
  void before;
  const changed = await checkout("first@example.com", 3);
  await updateIntentEmail(changed, "Late@Example.com"); // the address typed last is the one reminded
  const paid = await checkout("paid@example.com", 3);
  await prisma().demoPaymentIntent.update({ where: { id: paid.id }, data: { status: "succeeded", paidAt: new Date() } });
  await createBuyer({ email: "buyer@example.com" });
  await checkout("buyer@example.com", 3);
  await checkout("recent@example.com", 1); // not yet due
  // The price went up since these checkouts were opened: the reminder offers today's price only.
  const product = findProductByUuid(AI_ASSISTED_PRODUCT_UUID)!;
  await prisma().price.create({ data: { productId: product.id, amountCents: 5999 } });

  expect(await tendCheckoutReminders(now)).toEqual({ sent: 1, bought: 1, not_open: 1 });
  expect(sink().messages.map((m) => m.to[0])).toEqual(["late@example.com"]);
  const mail = sink().messages[0]!;
  expect(mail.subject).toBe(`Your checkout for ${product.name} is still open`);
  expect(mail.text).toContain("Today's price is $59.99.");
  expect(mail.text).toMatch(new RegExp(`Continue to checkout https?://\\S+/checkout\\?productId=${AI_ASSISTED_PRODUCT_UUID}\\n`));
  expect(mail.text).not.toContain(changed.id); // never a link to the old intent
  expect(mail.text).not.toContain("pi_");
  expect(mail.raw).toMatch(/^List-Unsubscribe:/m);

  // Another beat, and a second checkout by the same address for the same product: no second reminder.
  await checkout("late@example.com", 4);
  expect(await tendCheckoutReminders(now)).toMatchObject({ bought: 1, not_open: 1 });
  expect(sink().messages).toHaveLength(1);
  // Later beats see the recent one due, unless it was paid in between.
  const later = new Date(now.getTime() + 2 * HOUR);
  const recent = await prisma().openIntent.findFirstOrThrow({ where: { email: "recent@example.com" } });
  await prisma().demoPaymentIntent.update({ where: { id: recent.id }, data: { status: "succeeded", paidAt: new Date() } });
  await tendCheckoutReminders(later);
  expect(sink().messages).toHaveLength(1);
  expect(await prisma().automatedEmail.findMany({ select: { key: true, state: true } })).toEqual([{ key: `late@example.com|${product.id}`, state: "sent" }]);
});
