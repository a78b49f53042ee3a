import "server-only";
import { randomBytes } from "node:crypto";
import { prisma } from "@/lib/db/client.server";
import { signId, verifySignedId } from "@/lib/crypto/signed-id.server";
import { NotFoundError } from "@/lib/api/errors";
import { paymentMode } from "./stripe.server";
import type { CheckoutIntent } from "./checkout-intent.server";
import type { PaymentGateway } from "./gateway";

// The demo ledger: payment intents recorded locally when no Stripe key is configured, so a
// fresh machine can buy end to end. Every entry point first refuses unless in demo mode, so
// with a key set nothing here is reachable by any request (404, as if the route did not exist).
function assertDemoMode() {
  if (paymentMode() !== "demo") throw new NotFoundError();
}

// The client secret is derived, not stored: the id signed under the session secret, in the
// shape of Stripe's client secrets ("<intent id>_secret_<letters and digits>").
const SECRET_SEPARATOR = "_secret_";
const secretFor = (id: string) => signId("demo-intent", id, SECRET_SEPARATOR);

type DemoRow = { id: string; status: string; amountCents: number; currency: string; productUuid: string; priceId: string | null; email: string | null };

function toIntent(row: DemoRow): CheckoutIntent {
  return {
    id: row.id,
    clientSecret: secretFor(row.id),
    status: row.status,
    amountCents: row.amountCents,
    currency: row.currency,
    productUuid: row.productUuid,
    priceId: row.priceId ?? undefined,
    email: row.email ?? undefined,
  };
}

export async function createDemoIntent(data: { productUuid: string; priceId: string; email?: string; amountCents: number; currency: string }) {
  assertDemoMode();
  const id = `pi_demo_${randomBytes(12).toString("hex")}`;
  return toIntent(await prisma().demoPaymentIntent.create({ data: { id, ...data, email: data.email ?? null } }));
}

export async function retrieveDemoIntent(id: string): Promise<CheckoutIntent | null> {
  assertDemoMode();
  const row = await prisma().demoPaymentIntent.findUnique({ where: { id } });
  return row ? toIntent(row) : null;
}

export async function updateDemoIntentEmail(id: string, email: string | undefined) {
  assertDemoMode();
  return toIntent(await prisma().demoPaymentIntent.update({ where: { id }, data: { email: email ?? null } }));
}

export async function cancelDemoIntent(id: string) {
  assertDemoMode();
  await prisma().demoPaymentIntent.updateMany({ where: { id, status: "requires_payment_method" }, data: { status: "canceled" } });
}

export async function demoIntentPaidAt(id: string) {
  assertDemoMode();
  return (await prisma().demoPaymentIntent.findUnique({ where: { id }, select: { paidAt: true } }))?.paidAt ?? null;
}

/** A paid demo intent given back (no money moves in a demo). */
export async function refundDemoIntent(id: string) {
  assertDemoMode();
  await prisma().demoPaymentIntent.updateMany({ where: { id, status: "succeeded" }, data: { status: "refunded" } });
}

/** The demo panel's "payment": succeeds the intent named by its client secret. */
export async function payDemoIntent(clientSecret: string) {
  assertDemoMode();
  const id = verifySignedId("demo-intent", clientSecret, SECRET_SEPARATOR);
  if (!id) throw new NotFoundError("Payment not found");
  await prisma().demoPaymentIntent.updateMany({ where: { id, status: "requires_payment_method" }, data: { status: "succeeded", paidAt: new Date() } });
  const intent = await retrieveDemoIntent(id);
  if (!intent) throw new NotFoundError("Payment not found");
  return { paymentIntentId: intent.id, status: intent.status };
}

/**
 * The payment gateway without a Stripe key: the demo ledger above. Its refunds are settled in the
 * app's own ledger the moment the operator makes them (lib/admin/refunds.server.ts).
 */
export const demoGateway: PaymentGateway = {
  mode: "demo",
  refundsSettleAtOnce: true,
  browserConfig: () => ({ publishableKey: null, stripeJsUrl: null }),
  createIntent: ({ amountCents, currency, email, metadata }) =>
    createDemoIntent({ productUuid: metadata.productUuid, priceId: metadata.priceId, email, amountCents, currency }),
  retrieveIntent: retrieveDemoIntent,
  updateIntentEmail: updateDemoIntentEmail,
  cancelIntent: cancelDemoIntent,
  async refund() {
    assertDemoMode();
    return { id: null };
  },
  paidAt: demoIntentPaidAt,
  refundWhole: (id) => refundDemoIntent(id),
};
