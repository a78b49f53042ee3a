import { purchaseReceiptEmail, type PurchaseReceipt } from "./purchase-receipt";

const receipt: PurchaseReceipt = {
  to: "ava@example.com",
  productName: "Create AI Influencer",
  amountCents: 3999,
  currency: "usd",
  reference: "pi_123",
  purchasedAt: new Date("2026-11-26T10:00:00Z"),
  nextUrl: "https://studio.example/user/dashboard",
};

it("a paid receipt states the amount as a one-time payment and offers the 30-day refund", async () => {
  const { text } = await purchaseReceiptEmail(receipt);
  expect(text).toContain("Amount:    $39.99 (one-time payment, no monthly fees)");
  expect(text).toContain("You are covered by our 30-day guarantee: if it does not work for you, reply to this e-mail for a refund.");
});

it("a receipt for an order a code covered in full says nothing was charged and offers no refund of nothing", async () => {
  const { text } = await purchaseReceiptEmail({ ...receipt, amountCents: 0 });
  expect(text).toContain("Amount:    $0.00 (nothing was charged)");
  expect(text).not.toMatch(/refund|one-time payment/);
  expect(text).not.toMatch(/\n\n\n/);
});

it("an existing account's free order keeps the notice about purchases it did not make, in its own paragraph", async () => {
  const { text } = await purchaseReceiptEmail({ ...receipt, amountCents: 0, existingAccount: true });
  expect(text).toContain("\n\nIf you did not make this purchase, reply to this e-mail");
  expect(text).not.toMatch(/\n\n\n/);
});
