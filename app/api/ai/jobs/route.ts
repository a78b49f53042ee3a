import { NextResponse } from "next/server";
import { route } from "@/lib/server/route.server";
import { BadRequestError } from "@/lib/api/errors";
import { createJobSchema, latestJobQuerySchema } from "@/lib/server/jobs/definitions.server";
import { enqueueGeneration, latestJob } from "@/lib/server/jobs/jobs.server";

/** Starts a generation job of any kind (lib/server/jobs/definitions.server.ts); answers 202 with the job to poll. */
export const POST = route({ idempotent: true, auth: "buyer", body: createJobSchema }, async ({ body, session }) =>
  NextResponse.json({ job: await enqueueGeneration(session.user.id, body.kind, body) }, { status: 202 }),
);

/** The newest job of a kind (?kind=&characterId=), so results survive a reload. */
export const GET = route({ auth: "user" }, async ({ request, session }) => {
  const query = latestJobQuerySchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!query.success) throw new BadRequestError(query.error.issues[0]?.message ?? "Invalid input");
  return { job: await latestJob(session.user.id, query.data.kind, query.data.characterId) };
});
