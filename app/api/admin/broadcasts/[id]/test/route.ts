import { route } from "@/lib/server/route.server";
import { idParams } from "@/lib/validation/shared";
import { sendTestBroadcast } from "@/lib/admin/broadcast-console.server";

// POST: the broadcast as saved, to the operator's own address, through the app's mailer (the
// outbox alone without SMTP_URL). One per Idempotency-Key, so a double click sends one test.
export const POST = route({ idempotent: true, auth: "operator", params: idParams }, ({ operator, params }) => sendTestBroadcast(operator, params.id));
