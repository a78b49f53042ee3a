import "server-only";
import { prisma } from "@/lib/db/client";

// Recent Activity on the dashboard: one row per event the buyer would care about.
export const ACTIVITY_KINDS = {
  characterCreated: "character_created",
  profileSaved: "profile_saved",
  socialLinkAdded: "social_link_added",
  socialPasswordRevealed: "social_password_revealed",
  generationFinished: "generation_finished",
  // A character's files leaving the studio: the Posts step's analytics count these per character.
  cloudExportFinished: "cloud_export_finished",
  fileDownloaded: "file_downloaded",
} as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[keyof typeof ACTIVITY_KINDS];

type Writer = Pick<ReturnType<typeof prisma>, "activity">;

/**
 * Records an event; pass a transaction client to keep it atomic with the change it describes,
 * and the character it is about where a per-character count reads it (exports, downloads).
 */
export async function recordActivity(userId: string, kind: ActivityKind, subject: string, db: Writer = prisma(), characterId?: string) {
  await db.activity.create({ data: { userId, kind, subject, characterId } });
}

export type ActivityDto = { id: string; kind: string; subject: string; createdAt: string };

/** The user's latest events, newest first. */
export async function recentActivity(userId: string, limit = 10): Promise<ActivityDto[]> {
  const rows = await prisma().activity.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
  });
  return rows.map((r) => ({ id: r.id, kind: r.kind, subject: r.subject, createdAt: r.createdAt.toISOString() }));
}
