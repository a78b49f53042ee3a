import { cn } from "@/lib/utils/cn";
import { PLATFORMS } from "@/lib/publishing/platforms";
import { YOUTUBE_PRIVACY_LABELS, type PublicationDto, type PublicationStateName } from "@/lib/validation/publishing";

export const PUBLICATION_LABELS: Record<PublicationStateName, string> = {
  scheduled: "Scheduled",
  publishing: "Publishing",
  published: "Published",
  failed: "Failed",
};

const STYLES: Record<PublicationStateName, string> = {
  scheduled: "bg-sky-100 text-sky-900",
  publishing: "bg-amber-100 text-amber-900",
  published: "bg-emerald-100 text-emerald-900",
  failed: "bg-red-100 text-red-900",
};

/**
 * The state in words. A real TikTok channel sends the video to the creator's inbox as a draft
 * (docs/publishing.md), so "published" there means "in the inbox", and says so.
 */
export const publicationLabel = (p: PublicationDto) =>
  p.state === "published" && p.platform === "tiktok" && !p.demo ? "Sent to inbox" : PUBLICATION_LABELS[p.state];

/** What was chosen for the platform, in words: YouTube's visibility. */
export const publicationChoice = (p: PublicationDto) => (p.options.youtube ? YOUTUBE_PRIVACY_LABELS[p.options.youtube.privacy] : null);

/** "YouTube: Published · Private" on the calendar card: colour and words both say the state. */
export function PublicationBadge({ publication }: { publication: PublicationDto }) {
  const choice = publicationChoice(publication);
  return (
    <span data-testid="publication-state" className={cn("inline-flex rounded-full px-1.5 text-[0.7rem] leading-4 font-medium", STYLES[publication.state])}>
      {PLATFORMS[publication.platform].label}: {publicationLabel(publication)}
      {choice && ` · ${choice}`}
    </span>
  );
}
