import { z } from "zod";
import { route } from "@/lib/server/route.server";
import { retryPublication } from "@/lib/publishing/publications.server";

const params = z.object({ id: z.uuid(), postId: z.uuid(), publicationId: z.uuid() });

// POST: a failed publication, checked again against the platform's rules, goes now.
export const POST = route({ auth: "user", params }, async ({ session, params }) =>
  retryPublication(session.user.id, params.id, params.postId, params.publicationId),
);
