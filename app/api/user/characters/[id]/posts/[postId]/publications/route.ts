import { z } from "zod";
import { route } from "@/lib/server/route.server";
import { schedulePublicationSchema } from "@/lib/validation/publishing";
import { schedulePublication } from "@/lib/publishing/publications.server";

const params = z.object({ id: z.uuid(), postId: z.uuid() });

// POST { channelIds, when, timeZone? }: publish the post now or at its time (issue 47).
export const POST = route({ idempotent: true, auth: "user", params, body: schedulePublicationSchema }, async ({ session, params, body }) =>
  schedulePublication(session.user.id, params.id, params.postId, body),
);
