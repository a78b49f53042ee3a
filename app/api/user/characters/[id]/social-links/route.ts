import { NextResponse } from "next/server";
import { route } from "@/lib/server/route.server";
import { idParams } from "@/lib/validation/shared";
import { createSocialLinkSchema } from "@/lib/validation/social-link";
import { addSocialLink, listSocialLinks } from "@/lib/studio/social-links.server";

// Spec path /api/user/characters/{characterId}/social-links; the folder is [id] because Next
// allows one slug name per position (the character route shares it).
export const GET = route({ auth: "user", params: idParams }, async ({ session, params }) => listSocialLinks(session.user.id, params.id));

export const POST = route({ idempotent: true, auth: "user", params: idParams, body: createSocialLinkSchema }, async ({ session, params, body }) =>
  NextResponse.json(await addSocialLink(session.user.id, params.id, body), { status: 201 }),
);
