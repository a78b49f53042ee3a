import { route } from "@/lib/server/route.server";
import { idParams } from "@/lib/validation/shared";
import { updateCharacterSchema } from "@/lib/validation/character";
import { getCharacter, updateCharacter } from "@/lib/studio/characters.server";
import { deleteCharacterAndChannels } from "@/lib/publishing/channels.server";

export const GET = route({ auth: "user", params: idParams }, async ({ session, params }) => getCharacter(session.user.id, params.id));

export const PATCH = route({ auth: "user", params: idParams, body: updateCharacterSchema }, async ({ session, params, body }) =>
  updateCharacter(session.user.id, params.id, body),
);

export const DELETE = route({ auth: "user", params: idParams }, async ({ session, params }) => deleteCharacterAndChannels(session.user.id, params.id));
