import { z } from "zod";
import { route } from "@/lib/server/route.server";
import { updatePostSchema } from "@/lib/validation/content-post";
import { deletePost, updatePost } from "@/lib/studio/posts/posts.server";

const params = z.object({ id: z.uuid(), postId: z.uuid() });

/** A drag to another day sends scheduledAt alone; the inline editor sends what changed. */
export const PATCH = route({ auth: "user", params, body: updatePostSchema }, async ({ session, params, body }) =>
  updatePost(session.user.id, params.id, params.postId, body),
);

export const DELETE = route({ auth: "user", params }, async ({ session, params }) => deletePost(session.user.id, params.id, params.postId));
