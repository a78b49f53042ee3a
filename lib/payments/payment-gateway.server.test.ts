import type { PaymentGateway } from "./gateway";

// The gateway is chosen by the configuration alone (decision 321): a Stripe secret key means
// Stripe, no key the demo ledger, and the demo ledger refuses to act once a key is set.
function gatewayWith(env: Record<string, string | undefined>): { gateway: PaymentGateway; demo: PaymentGateway } {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete process.env[key];
  try {
    let loaded!: { gateway: PaymentGateway; demo: PaymentGateway };
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { paymentGateway } = require("./payment-gateway.server") as typeof import("./payment-gateway.server");
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { demoGateway } = require("./demo.server") as typeof import("./demo.server");
      loaded = { gateway: paymentGateway(), demo: demoGateway };
    });
    return loaded;
  } finally {
    process.env = saved;
  }
}

it("is Stripe's, with the page's publishable key and script, when a secret key is configured", () => {
  const { gateway } = gatewayWith({
    STRIPE_SECRET_KEY: "sk_test_probe",
    STRIPE_WEBHOOK_SECRET: "whsec_probe",
    STRIPE_PUBLISHABLE_KEY: "pk_test_probe",
    STRIPE_JS_URL: "http://127.0.0.1:4301/v3",
  });
  expect(gateway.mode).toBe("stripe");
  expect(gateway.refundsSettleAtOnce).toBe(false);
  expect(gateway.browserConfig()).toEqual({ publishableKey: "pk_test_probe", stripeJsUrl: "http://127.0.0.1:4301/v3" });
});

it("is the demo ledger without a secret key, and hands the page no Stripe key", () => {
  const { gateway } = gatewayWith({ STRIPE_SECRET_KEY: undefined, STRIPE_PUBLISHABLE_KEY: "pk_test_probe" });
  expect(gateway.mode).toBe("demo");
  expect(gateway.refundsSettleAtOnce).toBe(true);
  expect(gateway.browserConfig()).toEqual({ publishableKey: null, stripeJsUrl: null });
});

it("the demo ledger refuses to refund or make intents once a Stripe key is configured", async () => {
  // The modules keep the configuration they were loaded with.
  const { demo } = gatewayWith({ STRIPE_SECRET_KEY: "sk_test_probe", STRIPE_WEBHOOK_SECRET: "whsec_probe" });
  const refund = { paymentIntentId: "pi_x", amountCents: 100, metadata: { orderId: "o", refundId: "r" }, idempotencyKey: "k" };
  await expect(demo.refund(refund)).rejects.toMatchObject({ status: 404 });
  await expect(demo.retrieveIntent("pi_demo_x")).rejects.toMatchObject({ status: 404 });
});
