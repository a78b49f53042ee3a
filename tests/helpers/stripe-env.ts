import { startStripeStandIn, STAND_IN_PUBLISHABLE_KEY, STAND_IN_SECRET_KEY } from "../stand-ins/stripe";

export const WEBHOOK_SECRET = "whsec_test_standin_secret";

/**
 * Starts the Stripe stand-in and points the app's environment at it. Call before
 * withTestDatabase() in a test file, so the environment is set before the app first reads it.
 */
export function withStripeStandIn() {
  let standIn: Awaited<ReturnType<typeof startStripeStandIn>> | undefined;
  beforeAll(async () => {
    standIn = await startStripeStandIn();
    Object.assign(process.env, {
      STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: STAND_IN_PUBLISHABLE_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: standIn.url,
    });
  });
  afterAll(async () => {
    await standIn?.close();
  });
  return () => {
    if (!standIn) throw new Error("Stripe stand-in not started");
    return standIn;
  };
}
