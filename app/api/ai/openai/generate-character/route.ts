import { route } from "@/lib/server/route.server";
import { generateCharacterSchema } from "@/lib/validation/ai";
import { generateCharacterProfile } from "@/lib/studio/text.server";

export const POST = route({ idempotent: true, auth: "buyer", body: generateCharacterSchema }, async ({ body, session }) =>
  generateCharacterProfile(session.user.id, body),
);
