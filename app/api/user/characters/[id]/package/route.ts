import { route } from "@/lib/api/route.server";
import { idParams } from "@/lib/validation/shared";
import { downloadPackage } from "@/lib/studio/package/package.server";

// GET: the character's package, a ZIP streamed as it is made (X-Package-Files says how many files).
export const GET = route({ auth: "user", params: idParams }, async ({ session, params }) => downloadPackage(session.user.id, params.id));
