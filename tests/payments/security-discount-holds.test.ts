import { createHash, randomUUID } from "node:crypto";
import { POST as createIntent } from "@/app/api/create-guest-payment-intent/route";
import { POST as freeOrder } from "@/app/api/checkout/free-order/route";
import { prisma } from "@/lib/db/client.server";
import { AI_ASSISTED_PRODUCT_UUID } from "@/lib/catalog/catalog";
import { CODE_USED_UP, HOLDS_PER_SENDER } from "@/lib/payments/discounts.server";
import { DISCOUNT_HOLDS, RATE_LIMITS } from "@/lib/policy/limits";
import { call } from "../helpers/http";
import { withTestDatabase } from "../helpers/db";
import { uniqueEmail } from "../helpers/factories";
import { createCode, fromAddress } from "../helpers/discounts";
import { startOfRoomyWindow } from "../helpers/wait";

// Issue 42, item 5: a limited code can neither be blocked by a flood of checkouts holding every
// redemption, nor redeemed past its limit by a free order whose hold housekeeping released.
beforeAll(() => {
  delete process.env.STRIPE_SECRET_KEY;
});
withTestDatabase();

const start = (headers: Record<string, string>, body: object) =>
  call(createIntent, { body: { productId: AI_ASSISTED_PRODUCT_UUID, checkoutId: randomUUID(), ...body }, headers });

it("caps the holds one address can take, so one sender cannot hold every redemption", async () => {
  await startOfRoomyWindow(RATE_LIMITS.discountHoldsPerIp.windowSeconds);
  const code = await createCode({ percentOff: 25, maxRedemptions: 10 });
  const attacker = fromAddress();
  const { limit } = RATE_LIMITS.discountHoldsPerIp;
  for (let i = 0; i < limit; i++) expect((await start(attacker, { discountCode: code.code })).status).toBe(200);
  // A fresh checkout id each time does not help.
  const over = await start(attacker, { discountCode: code.code });
  expect(over).toMatchObject({ status: 429, body: { message: HOLDS_PER_SENDER } });
  expect(over.headers.get("retry-after")).toBeTruthy();
  expect(await prisma().discountHold.count({ where: { codeId: code.id, status: "held" } })).toBe(limit);
  // A real buyer still gets the code.
  expect((await start(fromAddress(), { email: uniqueEmail(), discountCode: code.code })).body).toMatchObject({ discountCode: code.code });
});

it("caps the holds one e-mail can take, from however many addresses", async () => {
  await startOfRoomyWindow(RATE_LIMITS.discountHoldsPerEmail.windowSeconds);
  const code = await createCode({ percentOff: 25, maxRedemptions: 10 });
  const email = uniqueEmail("holder");
  const { limit } = RATE_LIMITS.discountHoldsPerEmail;
  for (let i = 0; i < limit; i++) expect((await start(fromAddress(), { email, discountCode: code.code })).status).toBe(200);
  expect(await start(fromAddress(), { email, discountCode: code.code })).toMatchObject({ status: 429, body: { message: HOLDS_PER_SENDER } });
});

it("holds a code for a short while only", async () => {
  expect(DISCOUNT_HOLDS.holdMinutes).toBeLessThanOrEqual(30);
  const code = await createCode({ percentOff: 25 });
  const started = await start(fromAddress(), { discountCode: code.code });
  const hold = await prisma().discountHold.findUniqueOrThrow({ where: { paymentIntentId: started.body.paymentIntentId } });
  expect(hold.expiresAt.getTime() - hold.createdAt.getTime()).toBeLessThanOrEqual(DISCOUNT_HOLDS.holdMinutes * 60_000 + 1000);
});

/** The hold a free order took (its id as the order makes it), released by housekeeping as if it had lapsed before the order completed. */
async function releasedHold(codeId: string, checkoutId: string, email: string) {
  const orderId = `free_${createHash("sha256").update(`${checkoutId}|${AI_ASSISTED_PRODUCT_UUID}|${email}`).digest("hex").slice(0, 32)}`;
  await prisma().discountHold.create({ data: { codeId, paymentIntentId: orderId, discountCents: 3999, status: "released", expiresAt: new Date() } });
  return orderId;
}

it("refuses a free order whose hold was released meanwhile when the code is used up, and redeems nothing past the limit", async () => {
  const code = await createCode({ percentOff: 100, maxRedemptions: 1 });
  const email = uniqueEmail("late");
  const checkoutId = randomUUID();
  await releasedHold(code.id, checkoutId, email);
  // Meanwhile another buyer took the code's one redemption.
  const other = await call(freeOrder, {
    body: { productId: AI_ASSISTED_PRODUCT_UUID, email: uniqueEmail(), discountCode: code.code, checkoutId: randomUUID() },
    headers: fromAddress(),
  });
  expect(other.status).toBe(200);

  const late = await call(freeOrder, { body: { productId: AI_ASSISTED_PRODUCT_UUID, email, discountCode: code.code, checkoutId }, headers: fromAddress() });
  expect(late).toMatchObject({ status: 409, body: { message: CODE_USED_UP } });
  expect(await prisma().purchase.count({ where: { user: { email } } })).toBe(0);
  expect(await prisma().discountHold.count({ where: { codeId: code.id, status: "redeemed" } })).toBe(1);
});

it("re-takes a released hold for a free order when the code still has a redemption left", async () => {
  const code = await createCode({ percentOff: 100, maxRedemptions: 2 });
  const email = uniqueEmail("retake");
  const checkoutId = randomUUID();
  const orderId = await releasedHold(code.id, checkoutId, email);
  const res = await call(freeOrder, { body: { productId: AI_ASSISTED_PRODUCT_UUID, email, discountCode: code.code, checkoutId }, headers: fromAddress() });
  expect(res.status).toBe(200);
  expect(await prisma().discountHold.findUniqueOrThrow({ where: { paymentIntentId: orderId } })).toMatchObject({ status: "redeemed" });
});
