import { route } from "@/lib/api/route.server";
import { generateScriptSchema } from "@/lib/validation/ai";
import { generateScript } from "@/lib/ai/text.server";

export const POST = route({ idempotent: true, auth: "buyer", body: generateScriptSchema }, async ({ body, session }) => generateScript(session.user.id, body));
