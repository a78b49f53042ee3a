import { route } from "@/lib/server/route.server";
import { generateVoicesSchema } from "@/lib/validation/ai";
import { generateVoiceVariations } from "@/lib/ai/voice.server";

export const POST = route({ idempotent: true, auth: "buyer", body: generateVoicesSchema }, async ({ body, session }) =>
  generateVoiceVariations(session.user.id, body),
);
