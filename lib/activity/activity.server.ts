import "server-only";
import { prisma } from "@/lib/db/client.server";
import { ActivityKind } from "@/lib/db/generated/enums";

export type { ActivityKind };

// Recent Activity on the dashboard: one row per event the buyer would care about. The kinds
// are the Prisma enum ActivityKind (decision 103); these names are how the code says them.
export const ACTIVITY_KINDS = {
  characterCreated: ActivityKind.character_created,
  profileSaved: ActivityKind.profile_saved,
  socialLinkAdded: ActivityKind.social_link_added,
  socialPasswordRevealed: ActivityKind.social_password_revealed,
  generationFinished: ActivityKind.generation_finished,
  // A character's files leaving the studio: the Posts step's analytics count these per character.
  cloudExportFinished: ActivityKind.cloud_export_finished,
  fileDownloaded: ActivityKind.file_downloaded,
} as const satisfies Record<string, ActivityKind>;

type Writer = Pick<ReturnType<typeof prisma>, "activity">;

/**
 * Records an event; pass a transaction client to keep it atomic with the change it describes,
 * and the character it is about where a per-character count reads it (exports, downloads).
 */
export async function recordActivity(userId: string, kind: ActivityKind, subject: string, db: Writer = prisma(), characterId?: string) {
  await db.activity.create({ data: { userId, kind, subject, characterId } });
}

export type ActivityDto = { id: string; kind: ActivityKind; subject: string; createdAt: string };
