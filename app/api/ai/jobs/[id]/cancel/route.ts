import { route } from "@/lib/server/route.server";
import { jobParamsSchema } from "@/lib/validation/ai";
import { cancelJob } from "@/lib/server/jobs/jobs.server";

// POST /api/ai/jobs/:id/cancel → { job }: stops one of the buyer's queued or running jobs (decision 144).
export const POST = route({ auth: "user", params: jobParamsSchema }, async ({ params, session }) => ({ job: await cancelJob(session.user.id, params.id) }));
