import { route } from "@/lib/api/route.server";
import { generateCharacterSchema } from "@/lib/validation/ai";
import { generateCharacterProfile } from "@/lib/ai/text.server";

export const POST = route({ idempotent: true, auth: "buyer", body: generateCharacterSchema }, async ({ body, session }) =>
  generateCharacterProfile(session.user.id, body),
);
