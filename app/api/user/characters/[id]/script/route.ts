import { route } from "@/lib/server/route.server";
import { idParams } from "@/lib/validation/shared";
import { characterScript } from "@/lib/studio/script/character-script.server";

// GET: the character's script for "Download Script": { script: { text, source, srt } | null }.
export const GET = route({ auth: "user", params: idParams }, async ({ session, params }) => ({
  script: await characterScript(session.user.id, params.id),
}));
