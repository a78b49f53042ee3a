import { z } from "zod";
import { parseInput, route } from "@/lib/server/route.server";
import { idParams } from "@/lib/validation/shared";
import { downloadPackage } from "@/lib/studio/package/package.server";

const packageQuery = z.object({ part: z.enum(["all", "voice"]).default("all") });

// GET: the character's package, a ZIP streamed as it is made (X-Package-Files says how many files);
// ?part=voice: its voice clips only (the Voice step's "Download Voice Samples").
export const GET = route({ auth: "user", params: idParams }, async ({ session, params, request }) =>
  downloadPackage(session.user.id, params.id, parseInput(packageQuery, Object.fromEntries(request.nextUrl.searchParams)).part),
);
