// The content plan's choices, apart from its schemas (./content-plan.ts) so the Posts step loads
// without zod (decision 160).
export const PLAN_PLATFORMS = ["TikTok", "Instagram", "YouTube", "Twitter", "LinkedIn"] as const;
export const PLAN_CONTENT_TYPES = ["Educational", "Behind the Scenes", "Motivational", "Product Feature", "Trending Topic", "Q&A"] as const;
export const PLAN_DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;
export const PLAN_WEEKS = 4;
/** A post's progress on the calendar (lib/validation/content-post.ts checks it). */
export const POST_STATUSES = ["idea", "drafted", "scheduled", "posted"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
