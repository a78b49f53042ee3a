import { route } from "@/lib/server/route.server";
import { readCappedText } from "@/lib/media/upload-body.server";
import { handleStripeWebhook } from "@/lib/payments/webhook.server";

// An event is a few KB; anything over 1 MB is refused before it is read (issue 29).
const MAX_EVENT_BYTES = 1024 * 1024;

// Stripe calls this server to server: no session, no Origin check; the signature is the check.
export const POST = route({ auth: "public", originCheck: false }, async ({ request }) =>
  handleStripeWebhook(await readCappedText(request, MAX_EVENT_BYTES), request.headers.get("stripe-signature")),
);
