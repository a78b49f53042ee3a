import { cn } from "@/lib/utils/cn";
import { PLATFORMS } from "@/lib/publishing/platforms";
import { TIKTOK_PRIVACY_LABELS, YOUTUBE_PRIVACY_LABELS, type PublicationDto, type PublicationStateName } from "@/lib/validation/publishing";

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

/** A real TikTok publication that goes to the creator's inbox as a draft (the default; docs/publishing.md). */
export const isInboxDraft = (p: PublicationDto) => p.platform === "tiktok" && !p.demo && p.options.tiktok?.mode !== "direct";

/** The state in words: an inbox draft "published" is "in the inbox", and says so. */
export const publicationLabel = (p: PublicationDto) => (p.state === "published" && isInboxDraft(p) ? "Sent to inbox" : PUBLICATION_LABELS[p.state]);

/** What was chosen for the platform, in words: YouTube's visibility, a TikTok direct post's. */
export function publicationChoice(p: PublicationDto) {
  if (p.options.youtube) return YOUTUBE_PRIVACY_LABELS[p.options.youtube.privacy];
  if (p.options.tiktok?.mode === "direct") return `Direct post, ${TIKTOK_PRIVACY_LABELS[p.options.tiktok.privacyLevel]}`;
  return null;
}

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
