import { parseInput, route } from "@/lib/server/route.server";
import { clientListQuerySchema, clientSchema } from "@/lib/validation/client";
import { createClient, listClients } from "@/lib/studio/clients.server";

/** One page of the user's clients by name: ?limit= (1-100, default 24) and ?cursor= from the previous page's nextCursor. */
export const GET = route({ auth: "user" }, async ({ request, session }) =>
  listClients(session.user.id, parseInput(clientListQuerySchema, Object.fromEntries(request.nextUrl.searchParams))),
);

export const POST = route({ idempotent: true, auth: "user", body: clientSchema }, async ({ session, body }) => createClient(session.user.id, body));
