import "server-only";
import { attachmentHeader } from "@/lib/api/attachment";
import { ACTIVITY_KINDS, recordActivity } from "@/lib/activity/activity.server";
import { safeName } from "@/lib/media/asset-content.server";
import { listPosts } from "./posts.server";
import { postsToCsv, postsToIcs } from "./export";
import { ownedCharacter } from "@/lib/auth/ownership.server";

const CONTENT_TYPES = { ics: "text/calendar; charset=utf-8", csv: "text/csv; charset=utf-8" } as const;

/**
 * GET .../posts/export?format=ics|csv: the character's whole plan as a download. Recorded as a
 * download of that character, which the Posts step's analytics count.
 */
export async function downloadContentPlan(userId: string, characterId: string, format: keyof typeof CONTENT_TYPES) {
  const character = await ownedCharacter(userId, characterId);
  const posts = await listPosts(userId, characterId);
  const body = format === "ics" ? postsToIcs(posts, { calendarName: `${character.name}: content plan` }) : postsToCsv(posts);
  await recordActivity(userId, ACTIVITY_KINDS.fileDownloaded, `Content plan (${format.toUpperCase()}) of ${character.name}`, undefined, characterId);
  const name = `${safeName(character.name, "character")} content plan.${format}`;
  return new Response(body, {
    headers: {
      "Content-Type": CONTENT_TYPES[format],
      "Content-Disposition": attachmentHeader(name),
      "Cache-Control": "no-store",
    },
  });
}
