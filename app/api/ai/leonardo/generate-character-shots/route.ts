import { route } from "@/lib/server/route.server";
import { characterShotsSchema } from "@/lib/validation/ai";
import { generateAndWait } from "@/lib/server/jobs/wait.server";

// The spec's synchronous answer {shots[]}; the page uses POST /api/ai/jobs and polls instead.
export const POST = route({ idempotent: true, auth: "buyer", body: characterShotsSchema }, async ({ body, session }) =>
  generateAndWait(session.user.id, "character_shots", body),
);
