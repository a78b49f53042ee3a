import { route } from "@/lib/server/route.server";
import { timeZoneSchema } from "@/lib/validation/publishing";
import { getTimeZone, setTimeZone } from "@/lib/publishing/publications.server";

// GET: the zone scheduled posts are published in, null until asked (decision 401). PUT { timeZone } changes it.
export const GET = route({ auth: "user" }, async ({ session }) => getTimeZone(session.user.id));

export const PUT = route({ auth: "user", body: timeZoneSchema }, async ({ session, body }) => setTimeZone(session.user.id, body.timeZone));
