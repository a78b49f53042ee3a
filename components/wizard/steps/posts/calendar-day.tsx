"use client";
import { useDroppable } from "@dnd-kit/core";
import { Plus } from "lucide";
import { StaticIcon } from "@/components/ui/static-icon";
import { cn } from "@/lib/utils/cn";
import { dayName, dayShort, weekdayOf } from "@/lib/studio/posts/calendar-view";
import type { CalendarDay as Day } from "@/lib/utils/wall-time";
import type { ContentPostDto } from "@/lib/validation/content-post";
import { PostCard } from "./post-card";

type Props = {
  day: Day;
  posts: ContentPostDto[];
  view: "week" | "month";
  /** False for the days of the neighbouring months that fill a month view's first and last week. */
  inMonth: boolean;
  isToday: boolean;
  selectedId: string | null;
  onEdit: (post: ContentPostDto) => void;
  onAdd: (day: Day) => void;
};

/** A day of the calendar: a drop target for post cards, with its posts by time and an add button. */
export function CalendarDayCell({ day, posts, view, inMonth, isToday, selectedId, onEdit, onAdd }: Props) {
  const { setNodeRef, isOver } = useDroppable({ id: day });
  const name = dayName(day);
  return (
    <div
      ref={setNodeRef}
      role="group"
      aria-label={name}
      data-day={day}
      className={cn(
        "flex min-w-0 flex-col gap-1 bg-background p-1.5",
        view === "week" ? "min-h-48" : "min-h-28",
        !inMonth && "bg-muted/40 text-muted-foreground",
        isOver && "bg-accent ring-2 ring-inset ring-primary",
      )}
    >
      <div className="flex items-center justify-between gap-1 text-xs">
        <span className={cn("font-medium", isToday && "rounded-full bg-primary px-1.5 text-primary-foreground")}>
          {view === "week" ? `${weekdayOf(day)} ${dayShort(day)}` : Number(day.slice(8))}
        </span>
        <button
          type="button"
          onClick={() => onAdd(day)}
          aria-label={`Add a post on ${name}`}
          className="rounded p-0.5 text-muted-foreground hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
        >
          <StaticIcon icon={Plus} className="size-3.5" aria-hidden />
        </button>
      </div>
      {posts.length > 0 && (
        <ol className="flex flex-col gap-1">
          {posts.map((post) => (
            <PostCard key={post.id} post={post} compact={view === "month"} selected={post.id === selectedId} onEdit={() => onEdit(post)} />
          ))}
        </ol>
      )}
    </div>
  );
}
