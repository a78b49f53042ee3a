import { route } from "@/lib/server/route.server";
import { demoPaymentSchema } from "@/lib/validation/checkout";
import { payDemoIntent } from "@/lib/payments/demo.server";

// Demo mode's stand-in for the card step. 404 whenever a Stripe key is configured.
export const POST = route({ idempotent: true, auth: "public", body: demoPaymentSchema }, async ({ body }) => payDemoIntent(body.clientSecret));
