import { route } from "@/lib/api/route";
import { contentPlanRequestSchema } from "@/lib/validation/content-plan";
import { generateContentPlan } from "@/lib/ai/text";

export const POST = route({ auth: "buyer", body: contentPlanRequestSchema }, async ({ body, session }) => generateContentPlan(session.user.id, body));
