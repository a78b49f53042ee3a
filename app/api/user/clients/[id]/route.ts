import { route } from "@/lib/server/route.server";
import { idParams } from "@/lib/validation/shared";
import { clientSchema } from "@/lib/validation/client";
import { deleteClient, renameClient } from "@/lib/studio/clients.server";

export const PATCH = route({ auth: "user", params: idParams, body: clientSchema }, async ({ session, params, body }) =>
  renameClient(session.user.id, params.id, body),
);

export const DELETE = route({ auth: "user", params: idParams }, async ({ session, params }) => deleteClient(session.user.id, params.id));
