import { NextResponse } from "next/server";
import { route } from "@/lib/server/route.server";
import { clientIp } from "@/lib/policy/rate-limit.server";
import { submitContactRequest } from "@/lib/marketing/contact.server";
import { contactRequestSchema } from "@/lib/validation/contact";

// POST /api/contact: the services page's consultation / quote / start-management form. Spam is
// answered exactly like a stored request (decision 141), so the answer carries no lead id.
export const POST = route({ idempotent: true, auth: "public", body: contactRequestSchema }, async ({ body, request }) => {
  await submitContactRequest(body, clientIp(request.headers));
  return NextResponse.json({ success: true }, { status: 201 });
});
