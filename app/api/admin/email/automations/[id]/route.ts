import { route } from "@/lib/server/route.server";
import { automationParams, automationSchema } from "@/lib/validation/broadcast";
import { setAutomation } from "@/lib/admin/automations.server";

// PUT { enabled, delayHours? }: the onboarding sequence or the checkout reminder on or off
// (decisions 416, 417); setting the same state twice changes nothing more.
export const PUT = route({ auth: "operator", params: automationParams, body: automationSchema }, async ({ params, body }) => {
  const row = await setAutomation(params.id, body);
  return { id: row.id, enabled: row.enabled, delayHours: row.delayHours };
});
