import { route } from "@/lib/server/route.server";
import { timeZoneSchema } from "@/lib/validation/publishing";
import { setTimeZone } from "@/lib/publishing/publications.server";

// PUT { timeZone }: the zone scheduled posts are published in (decision 401).
export const PUT = route({ auth: "user", body: timeZoneSchema }, async ({ session, body }) => setTimeZone(session.user.id, body.timeZone));
