// Seeds the simulated buyers the way real ones come to be (a paid purchase through the one
// fulfilment function, then a password) and runs them against a base URL.
import { randomBytes } from "node:crypto";
import { newLedger, newTally, runBuyer } from "./buyer";

export const BUYER_PASSWORD = "load-test-passphrase-2026";

export async function seedBuyers(count: number) {
  const { prisma } = await import("@/lib/db/client.server");
  const { hashPassword } = await import("@/lib/auth/password.server");
  const { fulfil } = await import("@/lib/payments/fulfil.server");
  const { AI_ASSISTED_PRODUCT_UUID } = await import("@/lib/catalog/catalog");
  const { saleProductByUuid } = await import("@/lib/catalog/products.server");
  const product = (await saleProductByUuid(AI_ASSISTED_PRODUCT_UUID))!;
  const run = randomBytes(4).toString("hex");
  const emails = Array.from({ length: count }, (_, i) => `buyer-${i}@load.example.com`);
  // Without SMTP each receipt is printed in full; one line for all of them is enough here.
  const log = console.log;
  console.log = (...args: unknown[]) => (String(args[0]).startsWith("[email]") ? undefined : log(...args));
  try {
    for (const [i, email] of emails.entries()) {
      await fulfil({
        paymentIntentId: `pi_load_${run}_${i}`,
        email,
        productUuid: product.uuid,
        priceId: product.priceId,
        amountCents: product.priceInCents,
        currency: "usd",
      });
    }
  } finally {
    console.log = log;
  }
  console.log(`${count} buyers paid through the fulfilment a payment uses (receipts in the outbox)`);
  // One hash for every buyer: argon2id takes tens of ms, and the password is the same.
  const passwordHash = await hashPassword(BUYER_PASSWORD);
  await prisma().user.updateMany({ where: { email: { in: emails } }, data: { passwordHash } });
  return emails;
}

export async function simulateBuyers(base: string, emails: string[], seconds: number) {
  const ledger = newLedger();
  const tally = newTally();
  const deadline = Date.now() + seconds * 1000;
  const started = Date.now();
  await Promise.all(emails.map((email, index) => runBuyer(base, { email, password: BUYER_PASSWORD, index }, deadline, ledger, tally)));
  return { ledger, tally, seconds: (Date.now() - started) / 1000 };
}
