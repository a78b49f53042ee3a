import { NextResponse } from "next/server";
import { route } from "@/lib/server/route.server";
import { readCappedText } from "@/lib/media/upload-body.server";
import { receiveSnsPost } from "@/lib/admin/ses-feedback.server";

// An SNS message is a few KB (an SES report with the original headers up to ~10 KB); 256 KB is
// SNS's own limit.
const MAX_MESSAGE_BYTES = 256 * 1024;

// Amazon SNS posts here server to server (text/plain JSON, no session, no Origin): the topic and
// the signature are the check (decision 435).
export const POST = route({ auth: "public", originCheck: false }, async ({ request }) =>
  NextResponse.json(await receiveSnsPost(await readCappedText(request, MAX_MESSAGE_BYTES))),
);
