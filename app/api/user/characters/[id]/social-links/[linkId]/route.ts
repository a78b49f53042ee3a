import { z } from "zod";
import { route } from "@/lib/server/route.server";
import { updateSocialLinkSchema } from "@/lib/validation/social-link";
import { deleteSocialLink, updateSocialLink } from "@/lib/studio/social-links.server";

const params = z.object({ id: z.uuid(), linkId: z.uuid() });

export const PUT = route({ auth: "user", params, body: updateSocialLinkSchema }, async ({ session, params, body }) =>
  updateSocialLink(session.user.id, params.id, params.linkId, body),
);

export const DELETE = route({ auth: "user", params }, async ({ session, params }) => deleteSocialLink(session.user.id, params.id, params.linkId));
