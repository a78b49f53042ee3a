import { route } from "@/lib/server/route.server";
import { generateSpeechSchema } from "@/lib/validation/ai";
import { generateSpeech } from "@/lib/ai/voice.server";

export const POST = route({ idempotent: true, auth: "buyer", body: generateSpeechSchema }, async ({ body, session }) => generateSpeech(session.user.id, body));
