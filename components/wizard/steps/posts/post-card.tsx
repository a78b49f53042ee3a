"use client";
import type { KeyboardEventHandler, PointerEventHandler } from "react";
import { useDraggable } from "@dnd-kit/core";
import { GripVertical } from "lucide";
import { StaticIcon } from "@/components/ui/static-icon";
import { cn } from "@/lib/utils/cn";
import { clockTime } from "@/lib/studio/posts/calendar-view";
import type { ContentPostDto } from "@/lib/validation/content-post";
import { PostStatusBadge } from "./post-status";
import { PublicationBadge } from "./publication-state";
import { postDay } from "./drop-post";

type Props = { post: ContentPostDto; compact: boolean; selected: boolean; onEdit: () => void };

/**
 * One post on the calendar. A mouse drags the whole card; the grip is the handle for touch and
 * for the keyboard (Space picks it up, the arrows choose a day, Space drops); the card's text
 * opens the inline editor.
 */
export function PostCard({ post, compact, selected, onEdit }: Props) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({ id: post.id, data: { day: postDay(post) } });
  const time = clockTime(post.scheduledAt);
  return (
    <li
      ref={setNodeRef}
      onPointerDown={listeners?.onPointerDown as PointerEventHandler | undefined}
      style={transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined}
      className={cn(
        "relative flex items-start gap-0.5 rounded-md border bg-card p-1 text-xs shadow-sm",
        isDragging && "z-20 opacity-80 shadow-md",
        selected && "ring-2 ring-primary",
      )}
      data-testid="calendar-post"
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        onKeyDown={listeners?.onKeyDown as KeyboardEventHandler | undefined}
        aria-label={`Move ${post.platform} post at ${time}`}
        className="flex size-6 shrink-0 cursor-grab touch-none items-center justify-center rounded text-muted-foreground hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
      >
        <StaticIcon icon={GripVertical} className="size-3.5" aria-hidden />
      </button>
      <button
        type="button"
        onClick={onEdit}
        aria-label={`Edit ${post.platform} post at ${time}: ${post.caption}`}
        className="flex min-w-0 flex-1 flex-col items-start gap-0.5 text-left"
      >
        <span className="font-medium">
          {time} · {post.platform}
        </span>
        <span className={cn("w-full break-words text-muted-foreground", compact ? "line-clamp-2" : "line-clamp-4")}>{post.caption}</span>
        <PostStatusBadge status={post.status} />
        {post.publications.map((p) => (
          <PublicationBadge key={p.id} publication={p} />
        ))}
      </button>
    </li>
  );
}
