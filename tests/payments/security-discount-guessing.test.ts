import { POST as createIntent } from "@/app/api/create-guest-payment-intent/route";
import { prisma } from "@/lib/db/client.server";
import { AI_ASSISTED_PRODUCT_UUID } from "@/lib/catalog/catalog";
import { DISCOUNT_REFUSED } from "@/lib/payments/discounts.server";
import { DISCOUNT_GUESSING, DISCOUNT_HOLDS, RATE_LIMITS } from "@/lib/policy/limits";
import { call } from "../helpers/http";
import { withTestDatabase } from "../helpers/db";
import { uniqueEmail } from "../helpers/factories";
import { createCode } from "../helpers/discounts";
import { startOfRoomyWindow } from "../helpers/wait";

// Issue 42, item 3: discount codes cannot be guessed from many addresses. A failure budget across
// all addresses (past it, every wrong-code answer is slowed and an address that failed once is not
// heard again in the window), IPv6 addresses grouped by /64 in every per-address limit, and a
// per-code limit on holds. This file owns its database, so the global budget is its own.
beforeAll(() => {
  delete process.env.STRIPE_SECRET_KEY;
});
withTestDatabase();

const start = (address: string, body: object) =>
  call(createIntent, { body: { productId: AI_ASSISTED_PRODUCT_UUID, ...body }, headers: { "x-forwarded-for": address } });

async function timed<T>(work: () => Promise<T>) {
  const began = Date.now();
  const result = await work();
  return { result, ms: Date.now() - began };
}

it("200 wrong codes from 200 addresses are refused within the budget, while a right code still works at once", async () => {
  await startOfRoomyWindow(RATE_LIMITS.discountFailuresGlobal.windowSeconds, 60);
  const good = await createCode({ percentOff: 20 });
  const budget = RATE_LIMITS.discountFailuresGlobal.limit;
  expect(budget).toBeLessThan(200);
  const addresses = Array.from({ length: 200 }, (_, i) => `203.0.${Math.floor(i / 200)}.${(i % 200) + 1}`);
  const answers: { status: number; ms: number; message?: string }[] = [];
  for (let i = 0; i < addresses.length; i += 25) {
    const batch = await Promise.all(
      addresses.slice(i, i + 25).map(async (address, j) => {
        const { result, ms } = await timed(() => start(address, { discountCode: `GUESS${i + j}X` }));
        return { status: result.status, ms, message: result.body.message };
      }),
    );
    answers.push(...batch);
  }
  // Every guess is refused: not one was priced.
  expect(answers.every((a) => a.status === 400 && a.message === DISCOUNT_REFUSED)).toBe(true);
  expect(await prisma().discountHold.count()).toBe(0);
  // Past the budget every wrong answer waited.
  const late = answers.slice(budget + 25);
  expect(late.length).toBeGreaterThan(50);
  expect(Math.min(...late.map((a) => a.ms))).toBeGreaterThanOrEqual(DISCOUNT_GUESSING.slowWrongAnswerMs - 5);

  // An address that already failed once in the window is not heard again while over the budget.
  const again = await start(addresses[150], { discountCode: "GUESSAGAIN" });
  expect(again.status).toBe(429);
  expect(again.headers.get("retry-after")).toBeTruthy();

  // A real buyer with the right code, during the flood: priced at once, not slowed.
  const buyer = await timed(() => start("192.0.2.77", { email: uniqueEmail(), discountCode: good.code.toLowerCase() }));
  expect(buyer.result.status).toBe(200);
  expect(buyer.result.body).toMatchObject({ discountCents: 800, amountCents: 3199, discountCode: good.code });
  expect(buyer.ms).toBeLessThan(DISCOUNT_GUESSING.slowWrongAnswerMs);
});

it("groups IPv6 addresses by /64 in the per-address failure limit", async () => {
  await startOfRoomyWindow(RATE_LIMITS.discountFailuresPerIp.windowSeconds);
  const limit = RATE_LIMITS.discountFailuresPerIp.limit;
  // Fresh addresses in one /64, each a different interface id (what one host can give itself).
  for (let i = 0; i < limit; i++) {
    const res = await start(`2001:db8:42:7:${(i + 1).toString(16)}::1`, { discountCode: `V6WRONG${i}` });
    expect(res.status).not.toBe(200);
  }
  const good = await createCode();
  expect((await start("2001:db8:42:7:ffff:ffff:ffff:fffe", { discountCode: good.code })).status).toBe(429);
  expect((await start("2001:0db8:0042:0007::abcd", { discountCode: good.code })).status).toBe(429);
  // The next /64 is another subscriber.
  expect((await start("2001:db8:42:8::1", { discountCode: good.code })).status).toBe(200);
});

it("limits the holds one code can take in a window, whatever the addresses", async () => {
  await startOfRoomyWindow(DISCOUNT_HOLDS.perCode.windowSeconds);
  const code = await createCode({ percentOff: 10 });
  const { limit } = DISCOUNT_HOLDS.perCode;
  for (let i = 0; i < limit; i++) {
    const res = await start(`192.0.2.${i + 1}`, { email: uniqueEmail(), discountCode: code.code });
    expect(res.status).toBe(200);
  }
  const over = await start("192.0.2.250", { email: uniqueEmail(), discountCode: code.code });
  expect(over).toMatchObject({ status: 429, body: { message: expect.stringContaining("This code is in heavy use") } });
  expect(await prisma().discountHold.count({ where: { codeId: code.id } })).toBe(limit);
  // Another code is not affected.
  const other = await createCode({ percentOff: 10 });
  expect((await start("192.0.2.251", { email: uniqueEmail(), discountCode: other.code })).status).toBe(200);
});
