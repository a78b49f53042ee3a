import { route } from "@/lib/server/route.server";
import { BadRequestError } from "@/lib/api/errors";
import { voicesQuerySchema } from "@/lib/validation/ai";
import { listVoices } from "@/lib/ai/voice.server";

export const GET = route({ auth: "user" }, async ({ request, session }) => {
  const query = voicesQuerySchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!query.success) throw new BadRequestError(query.error.issues[0]?.message ?? "Invalid input");
  return listVoices(session.user.id, query.data.model);
});
