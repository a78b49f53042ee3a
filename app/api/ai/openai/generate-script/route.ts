import { route } from "@/lib/server/route.server";
import { generateScriptSchema } from "@/lib/validation/ai";
import { generateScript } from "@/lib/studio/text.server";

export const POST = route({ idempotent: true, auth: "buyer", body: generateScriptSchema }, async ({ body, session }) => generateScript(session.user.id, body));
