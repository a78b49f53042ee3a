import "server-only";
import { prisma } from "@/lib/db/client.server";
import { ConflictError } from "@/lib/api/errors";
import { CONTENT_CALENDAR } from "@/lib/policy/limits";
import type { PlannedPost } from "@/lib/validation/content-plan";
import type { StoredPlanDto } from "@/lib/validation/content-post";
import { schedulePlan } from "./plan-schedule";
import { nextMonday, wallTimeToDate, type CalendarDay } from "@/lib/utils/wall-time";

/**
 * Stores a "Create Content Plan" draft as calendar posts (status idea). A new draft replaces the
 * ideas of earlier drafts that the buyer has not touched, and keeps everything else: posts made
 * by hand and any post edited, moved or moved on from idea (decision 115). So a retry, or a
 * second click, leaves one plan, not two.
 */
export async function storeDraftedPlan(characterId: string, posts: PlannedPost[], today: CalendarDay, bestTimes: string): Promise<StoredPlanDto> {
  const drafts = schedulePlan(posts, today, bestTimes);
  return prisma().$transaction(async (tx) => {
    // Drafts of one character take turns: two at once would each delete, then both insert.
    await tx.$executeRaw`SELECT 1 FROM "Character" WHERE "id" = ${characterId}::uuid FOR UPDATE`;
    const { count: replaced } = await tx.contentPost.deleteMany({ where: { characterId, replaceable: true } });
    const kept = await tx.contentPost.count({ where: { characterId } });
    if (kept + drafts.length > CONTENT_CALENDAR.postsPerCharacter) {
      throw new ConflictError(`A character can have at most ${CONTENT_CALENDAR.postsPerCharacter} posts; delete some before drafting a new plan`);
    }
    await tx.contentPost.createMany({
      data: drafts.map((draft) => ({ characterId, ...draft, scheduledAt: wallTimeToDate(draft.scheduledAt), status: "idea", replaceable: true })),
    });
    return { start: nextMonday(today), created: drafts.length, replaced };
  });
}
