import { route } from "@/lib/server/route.server";
import { onboardingStepParams, onboardingStepSchema } from "@/lib/validation/broadcast";
import { saveOnboardingStep } from "@/lib/admin/onboarding.server";

// PUT { subject, markdown, delayDays }: the seller's text and delay for one onboarding step;
// DELETE: back to the default (decision 416). A buyer who already got the step is not sent it again.
export const PUT = route({ auth: "operator", params: onboardingStepParams, body: onboardingStepSchema, maxBodyBytes: 256 * 1024 }, ({ params, body }) =>
  saveOnboardingStep(params.step, body),
);
export const DELETE = route({ auth: "operator", params: onboardingStepParams }, ({ params }) => saveOnboardingStep(params.step, null));
