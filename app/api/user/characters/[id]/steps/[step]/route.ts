import { z } from "zod";
import { route } from "@/lib/server/route.server";
import { BadRequestError } from "@/lib/api/errors";
import { stepDataSchema, type StepData } from "@/lib/validation/step-data";
import { getStepData, saveStepData } from "@/lib/studio/wizard/step-data.server";
import { DATA_STEP_SLUGS, dataStep, type DataStepSlug } from "@/lib/studio/wizard/registry";

const stepParams = z.object({ id: z.uuid(), step: z.enum(DATA_STEP_SLUGS) });

/** The step's own schema (from the registry): known fields only, each within its options. */
function checked(step: DataStepSlug, data: StepData): StepData {
  const result = dataStep(step).schema.safeParse(data);
  if (!result.success) throw new BadRequestError(result.error.issues[0]?.message ?? "Invalid step data");
  return result.data as StepData;
}

export const GET = route({ auth: "user", params: stepParams }, async ({ session, params }) => getStepData(session.user.id, params.id, params.step));

export const PUT = route({ auth: "user", params: stepParams, body: stepDataSchema }, async ({ session, params, body }) =>
  saveStepData(session.user.id, params.id, params.step, checked(params.step, body.data)),
);
