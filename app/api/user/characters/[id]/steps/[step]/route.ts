import { route } from "@/lib/api/route";
import { stepDataSchema, stepParams } from "@/lib/validation/step-data";
import { getStepData, saveStepData } from "@/lib/studio/step-data";

export const GET = route({ auth: "user", params: stepParams }, async ({ session, params }) =>
  getStepData(session.user.id, params.id, params.step),
);

export const PUT = route({ auth: "user", params: stepParams, body: stepDataSchema }, async ({ session, params, body }) =>
  saveStepData(session.user.id, params.id, params.step, body.data),
);
