import { route } from "@/lib/server/route.server";
import { referenceImageSchema } from "@/lib/validation/ai";
import { generateAndWait } from "@/lib/server/jobs/wait.server";

// The spec's synchronous answer {imageUrl, imageId, generationId, message}: the work still runs
// as a job; this request waits for it. The page uses POST /api/ai/jobs and polls instead.
export const POST = route({ idempotent: true, auth: "buyer", body: referenceImageSchema }, async ({ body, session }) =>
  generateAndWait(session.user.id, "reference_image", body),
);
