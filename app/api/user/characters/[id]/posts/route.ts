import { NextResponse } from "next/server";
import { route } from "@/lib/server/route.server";
import { BadRequestError } from "@/lib/api/errors";
import { idParams } from "@/lib/validation/shared";
import { createPostSchema, postRangeSchema } from "@/lib/validation/content-post";
import { createPost, listPosts } from "@/lib/studio/posts/posts.server";

// The character's content calendar (the Posts step). GET ?from=YYYY-MM-DD&to=YYYY-MM-DD lists
// the posts on those days (to excluded); without a range, all of them.
export const GET = route({ auth: "user", params: idParams }, async ({ request, session, params }) => {
  const range = postRangeSchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!range.success) throw new BadRequestError(range.error.issues[0]?.message ?? "Invalid range");
  return listPosts(session.user.id, params.id, range.data);
});

export const POST = route({ idempotent: true, auth: "user", params: idParams, body: createPostSchema }, async ({ session, params, body }) =>
  NextResponse.json(await createPost(session.user.id, params.id, body), { status: 201 }),
);
