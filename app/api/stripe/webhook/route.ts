import { route } from "@/lib/api/route.server";
import { handleStripeWebhook } from "@/lib/payments/webhook.server";

// Stripe calls this server to server: no session, no Origin check; the signature is the check.
export const POST = route({ auth: "public", originCheck: false }, async ({ request }) =>
  handleStripeWebhook(await request.text(), request.headers.get("stripe-signature")),
);
