import { NextResponse } from "next/server";
import { route } from "@/lib/server/route.server";
import { idParams } from "@/lib/validation/shared";
import { saveReferenceUpload } from "@/lib/ai/reference-upload.server";

// The buyer's own photo as the character's reference image: the raw PNG/JPEG/WebP file as the
// body (at most 10 MB; the type is read from its bytes), for a buyer with an active purchase,
// within their storage quota (413 past it). 201 with the new asset.
export const POST = route({ idempotent: true, auth: "user", params: idParams }, async ({ session, params, request }) =>
  NextResponse.json(await saveReferenceUpload(session.user.id, params.id, request, session.purchase !== null), { status: 201 }),
);
