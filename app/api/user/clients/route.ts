import { route } from "@/lib/api/route.server";
import { clientSchema } from "@/lib/validation/client";
import { createClient, listClients } from "@/lib/studio/clients.server";

export const GET = route({ auth: "user" }, async ({ session }) => listClients(session.user.id));

export const POST = route({ auth: "user", body: clientSchema }, async ({ session, body }) => createClient(session.user.id, body));
