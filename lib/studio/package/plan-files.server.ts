import "server-only";
import { listPosts } from "@/lib/studio/posts/posts.server";
import { postsToCsv, postsToIcs } from "@/lib/studio/posts/export";
import { ownedCharacter } from "@/lib/auth/ownership.server";

export type PlanFile = { name: string; body: string | Buffer };

/**
 * The character's content plan as package files (content-plan.csv and content-plan.ics): its
 * content calendar's posts, written by the same functions as the calendar's own download
 * (decision 116), or no files while the calendar is empty.
 */
export async function contentPlanFiles(userId: string, characterId: string): Promise<PlanFile[]> {
  const character = await ownedCharacter(userId, characterId);
  const posts = await listPosts(userId, characterId);
  if (posts.length === 0) return [];
  return [
    { name: "content-plan.csv", body: postsToCsv(posts) },
    { name: "content-plan.ics", body: postsToIcs(posts, { calendarName: `${character.name || "Unnamed Character"}: content plan` }) },
  ];
}
