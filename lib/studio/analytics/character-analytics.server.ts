import "server-only";
import { prisma } from "@/lib/db/client.server";
import { ACTIVITY_KINDS } from "@/lib/activity/activity.server";
import { POST_STATUSES, type PostStatus } from "@/lib/validation/content-post";
import type { CharacterAnalyticsDto } from "@/lib/validation/character-analytics";
import { ownedCharacter } from "@/lib/auth/ownership.server";

/**
 * The character's real activity for the Posts step's Analytics panel, counted in the database:
 * its generation jobs, its exports and downloads (recorded as activity about it), and its
 * calendar posts by status.
 */
export async function characterAnalytics(userId: string, characterId: string): Promise<CharacterAnalyticsDto> {
  await ownedCharacter(userId, characterId);
  const db = prisma();
  const exportKinds = [ACTIVITY_KINDS.cloudExportFinished, ACTIVITY_KINDS.fileDownloaded];
  const [jobs, exports, posts] = await Promise.all([
    db.generationJob.groupBy({ by: ["kind", "status"], where: { characterId }, _count: { _all: true }, orderBy: [{ kind: "asc" }, { status: "asc" }] }),
    db.activity.groupBy({ by: ["kind"], where: { characterId, userId, kind: { in: exportKinds } }, _count: { _all: true }, _max: { createdAt: true } }),
    db.contentPost.groupBy({ by: ["status"], where: { characterId }, _count: { _all: true } }),
  ]);

  const byKind = new Map<string, { kind: string; total: number; byStatus: Record<string, number> }>();
  for (const row of jobs) {
    const entry = byKind.get(row.kind) ?? { kind: row.kind, total: 0, byStatus: {} };
    entry.total += row._count._all;
    entry.byStatus[row.status] = row._count._all;
    byKind.set(row.kind, entry);
  }
  const generations = [...byKind.values()];

  const exportCount = (kind: string) => exports.find((row) => row.kind === kind)?._count._all ?? 0;
  const last = exports
    .map((row) => row._max.createdAt)
    .filter((at): at is Date => at !== null)
    .sort((a, b) => b.getTime() - a.getTime())[0];

  const byStatus = Object.fromEntries(POST_STATUSES.map((status) => [status, 0])) as Record<PostStatus, number>;
  for (const row of posts) byStatus[row.status] = row._count._all;

  return {
    generations: { total: generations.reduce((sum, g) => sum + g.total, 0), byKind: generations },
    exports: {
      cloudExports: exportCount(ACTIVITY_KINDS.cloudExportFinished),
      downloads: exportCount(ACTIVITY_KINDS.fileDownloaded),
      lastAt: last?.toISOString() ?? null,
    },
    posts: { total: posts.reduce((sum, row) => sum + row._count._all, 0), byStatus },
  };
}
