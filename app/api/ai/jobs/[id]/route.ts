import { route } from "@/lib/api/route.server";
import { jobParamsSchema } from "@/lib/validation/ai";
import { jobForUser } from "@/lib/ai/jobs/jobs.server";

export const GET = route({ auth: "user", params: jobParamsSchema }, async ({ params, session }) => ({ job: await jobForUser(session.user.id, params.id) }));
