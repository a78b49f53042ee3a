import { route } from "@/lib/server/route.server";
import { idParams } from "@/lib/validation/shared";
import { voiceSamplesSchema } from "@/lib/validation/ai";
import { generateVoiceSamples } from "@/lib/ai/voice.server";

export const POST = route({ idempotent: true, auth: "buyer", params: idParams, body: voiceSamplesSchema }, async ({ session, params, body }) =>
  generateVoiceSamples(session.user.id, params.id, body),
);
