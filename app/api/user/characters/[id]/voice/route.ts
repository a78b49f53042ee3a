import { route } from "@/lib/server/route.server";
import { idParams } from "@/lib/validation/shared";
import { voiceSettingsSchema } from "@/lib/voice/settings";
import { getCharacterVoice, saveCharacterVoice } from "@/lib/voice/character-voice.server";

export const GET = route({ auth: "user", params: idParams }, async ({ session, params }) => getCharacterVoice(session.user.id, params.id));

export const PUT = route({ auth: "user", params: idParams, body: voiceSettingsSchema }, async ({ session, params, body }) =>
  saveCharacterVoice(session.user.id, params.id, body),
);
