import { route } from "@/lib/server/route.server";
import { contentPlanRequestSchema } from "@/lib/validation/content-plan";
import { generateContentPlan } from "@/lib/studio/text.server";

export const POST = route({ idempotent: true, auth: "buyer", body: contentPlanRequestSchema }, async ({ body, session }) =>
  generateContentPlan(session.user.id, body),
);
