import { cn } from "@/lib/utils/cn";
import type { PostStatus } from "@/lib/validation/content-post";

export const STATUS_LABELS: Record<PostStatus, string> = { idea: "Idea", drafted: "Drafted", scheduled: "Scheduled", posted: "Posted" };

// Colour says how far along a post is; the word is always written too.
const STATUS_STYLES: Record<PostStatus, string> = {
  idea: "border-border bg-background text-muted-foreground",
  drafted: "border-transparent bg-amber-100 text-amber-900",
  scheduled: "border-transparent bg-sky-100 text-sky-900",
  posted: "border-transparent bg-emerald-100 text-emerald-900",
};

export function PostStatusBadge({ status }: { status: PostStatus }) {
  return (
    <span className={cn("inline-flex rounded-full border px-1.5 text-[0.7rem] leading-4 font-medium", STATUS_STYLES[status])}>{STATUS_LABELS[status]}</span>
  );
}
