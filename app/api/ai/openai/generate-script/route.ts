import { route } from "@/lib/api/route";
import { generateScriptSchema } from "@/lib/validation/ai";
import { generateScript } from "@/lib/ai/text";

export const POST = route({ auth: "buyer", body: generateScriptSchema }, async ({ body, session }) => generateScript(session.user.id, body));
