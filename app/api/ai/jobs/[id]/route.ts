import { route } from "@/lib/api/route";
import { jobParamsSchema } from "@/lib/validation/ai";
import { jobForUser } from "@/lib/ai/jobs";

export const GET = route({ auth: "user", params: jobParamsSchema }, async ({ params, session }) => ({ job: await jobForUser(session.user.id, params.id) }));
