import { route } from "@/lib/server/route.server";
import { idParams } from "@/lib/validation/shared";
import { profileSchema } from "@/lib/validation/profile";
import { getProfile, saveProfile } from "@/lib/studio/profiles.server";

export const GET = route({ auth: "user", params: idParams }, async ({ session, params }) => getProfile(session.user.id, params.id));

export const PUT = route({ auth: "user", params: idParams, body: profileSchema }, async ({ session, params, body }) =>
  saveProfile(session.user.id, params.id, body),
);
