import "server-only";
import { prisma } from "@/lib/db/client.server";
import type { ActivityDto, ActivityKind } from "@/lib/activity/activity.server";
import { buyerDeliveries } from "@/lib/orders/deliveries.server";
import { coursePublishedWithProgress, summaryFromColumn, type CourseColumnRow } from "@/lib/course/progress.server";
import type { SessionPurchase } from "@/lib/auth/session.server";
import { formatStorage } from "@/lib/media/storage-format";
import { STORAGE_QUOTA } from "@/lib/policy/limits";
import { storageBytesSql } from "@/lib/policy/storage-quota.server";

const ACTIVITY_SHOWN = 10;

type DashboardRow = {
  characterCount: number;
  storageBytes: bigint | number;
  assetCount: number;
  videoCount: number;
  course: CourseColumnRow[];
  activity: { id: string; kind: ActivityKind; subject: string; createdAt: string }[];
};

/**
 * The dashboard's counts in one round trip (decision 154): the character count, the bytes the
 * buyer keeps against their storage quota (decision 174), the assets generated for the buyer's
 * characters (images, shots, voice clips: not the buyer's own uploads nor the videos) and the
 * rendered draft videos (issue 31: no made-up figures), the published
 * lessons with the buyer's progress, and the latest activity, each a subquery on its own index.
 */
async function dashboardCounts(userId: string): Promise<DashboardRow> {
  const [row] = await prisma().$queryRaw<DashboardRow[]>`
    SELECT (SELECT count(*)::int FROM "Character" WHERE "userId" = ${userId}::uuid) AS "characterCount",
           ${storageBytesSql(userId)} AS "storageBytes",
           (SELECT count(*)::int FROM "Asset" s JOIN "Character" c ON c."id" = s."characterId"
             WHERE c."userId" = ${userId}::uuid AND s."kind" <> 'video'
               AND COALESCE(s."meta"->>'uploaded', 'false') <> 'true') AS "assetCount",
           (SELECT count(*)::int FROM "Asset" s JOIN "Character" c ON c."id" = s."characterId"
             WHERE c."userId" = ${userId}::uuid AND s."kind" = 'video') AS "videoCount",
           ${coursePublishedWithProgress(userId)} AS "course",
           COALESCE((SELECT json_agg(json_build_object('id', a."id", 'kind', a."kind", 'subject', a."subject", 'createdAt', a."createdAt" AT TIME ZONE 'UTC')
                                     ORDER BY a."createdAt" DESC, a."id" DESC) FROM (
             -- Ordered by the column itself (not a converted alias), so the (userId, createdAt) index is read backwards.
             SELECT "id", "kind", "subject", "createdAt" FROM "Activity"
              WHERE "userId" = ${userId}::uuid ORDER BY "Activity"."createdAt" DESC, "Activity"."id" DESC LIMIT ${ACTIVITY_SHOWN}
           ) a), '[]'::json) AS "activity"`;
  return row;
}

/**
 * What the dashboard shows: the character count, course progress, the latest activity and the
 * buyer's done-for-you orders. The purchase comes from the session read; without one the page
 * offers the checkout, and only the orders are read: a video pack opens no studio, but its
 * buyer follows its delivery here (decision 430).
 */
export async function loadDashboard(userId: string, purchase: SessionPurchase | null) {
  if (!purchase) {
    const deliveries = await buyerDeliveries(userId);
    return { hasPurchase: false, characterCount: 0, storage: null, assetCount: 0, videoCount: 0, activity: [], course: null, deliveries };
  }
  const [counts, deliveries] = await Promise.all([dashboardCounts(userId), buyerDeliveries(userId)]);
  const activity: ActivityDto[] = counts.activity.map((a) => ({ ...a, createdAt: new Date(a.createdAt).toISOString() }));
  const storage = `${formatStorage(Number(counts.storageBytes))} of ${formatStorage(STORAGE_QUOTA.bytesPerBuyer)}`;
  return {
    hasPurchase: true,
    characterCount: counts.characterCount,
    storage,
    assetCount: counts.assetCount,
    videoCount: counts.videoCount,
    activity,
    course: summaryFromColumn(counts.course),
    deliveries,
  };
}
