import { NextResponse } from "next/server";
import { route } from "@/lib/server/route.server";
import { NotFoundError } from "@/lib/api/errors";
import { unsubscribe } from "@/lib/email/marketing.server";
import { unsubscribeParams } from "@/lib/validation/unsubscribe";

// POST /api/unsubscribe/<token>: the one-click unsubscribe of RFC 8058, posted by the mail
// client ("List-Unsubscribe=One-Click", from its own servers, so no origin check) and by the
// confirming page's button. The token is the only authority; repeating it changes nothing.
export const POST = route({ auth: "public", originCheck: false, params: unsubscribeParams }, async ({ params }) => {
  const done = await unsubscribe(params.token);
  if (!done) throw new NotFoundError("This unsubscribe link is not valid.");
  return NextResponse.json({ unsubscribed: true });
});
