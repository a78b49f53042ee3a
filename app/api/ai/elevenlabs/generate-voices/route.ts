import { route } from "@/lib/api/route";
import { generateVoicesSchema } from "@/lib/validation/ai";
import { generateVoiceVariations } from "@/lib/ai/voice";

export const POST = route({ auth: "buyer", body: generateVoicesSchema }, async ({ body, session }) => generateVoiceVariations(session.user.id, body));
