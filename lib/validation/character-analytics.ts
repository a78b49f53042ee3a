import type { PostStatus } from "./content-post";

/** GET /api/user/characters/{id}/analytics: what the Posts step's Analytics panel shows. */
export type CharacterAnalyticsDto = {
  /** The character's generation jobs, by kind and then by status (queued, running, done...). */
  generations: { total: number; byKind: { kind: string; total: number; byStatus: Record<string, number> }[] };
  /** Files of the character that left the studio: uploads to a drive and downloads. */
  exports: { cloudExports: number; downloads: number; lastAt: string | null };
  posts: { total: number; byStatus: Record<PostStatus, number> };
};
