import type { PublicationDto } from "@/lib/validation/publishing";

/** True while a post has a publication under way or due within ten minutes: the calendar polls then. */
export const publishingSoon = (publications: PublicationDto[], now = Date.now()) =>
  publications.some((p) => p.state === "publishing" || (p.state === "scheduled" && new Date(p.publishAt).getTime() - now < 10 * 60_000));
