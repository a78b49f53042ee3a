import { route } from "@/lib/server/route.server";
import { jobParamsSchema } from "@/lib/validation/ai";
import { jobForUser } from "@/lib/server/jobs/jobs.server";

export const GET = route({ auth: "user", params: jobParamsSchema }, async ({ params, session }) => ({ job: await jobForUser(session.user.id, params.id) }));
