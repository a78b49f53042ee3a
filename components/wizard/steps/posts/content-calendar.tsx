"use client";
import { useState } from "react";
import dynamic from "next/dynamic";
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
} from "@dnd-kit/core";
import { Button } from "@/components/ui/button";
import { errorText } from "@/components/ai/api";
import { notify } from "@/lib/utils/notify";
import { stepAnchor, visibleRange, type CalendarView } from "@/lib/studio/posts/calendar-view";
import type { CalendarDay } from "@/lib/utils/wall-time";
import type { ContentPostDto } from "@/lib/validation/content-post";
import { CalendarToolbar } from "./calendar-toolbar";
import { CalendarDayCell } from "./calendar-day";
import { dayGridCoordinates, droppedPostMove, postDay } from "./drop-post";
import { dropAnnouncements, DROP_INSTRUCTIONS } from "./drop-announcements";
import { usePostMutations, usePostsInRange } from "./post-queries";
import { useToday } from "./use-today";

// The editor (and the API's post schemas it checks with, so zod) loads when a post is opened or
// added: none of it is on the step's first screen (decision 160).
const PostEditor = dynamic(() => import("./post-editor").then((m) => m.PostEditor));

type Props = {
  characterId: string;
  /** The Posts step's chosen platforms: a new post starts on the first. */
  platforms: string[];
  /** Where the calendar opens (a new plan's first day); today without one. */
  initialDay?: CalendarDay;
};

// A pointer drops where it is; the keyboard moves the card's centre onto a day (drop-post.ts).
const collision: CollisionDetection = (args) => (args.pointerCoordinates ? pointerWithin(args) : closestCenter(args));
const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

type Editing = { post?: ContentPostDto; day: CalendarDay } | null;

/** The character's content calendar: week or month, posts dragged between days and edited inline. */
export function ContentCalendar({ characterId, platforms, initialDay }: Props) {
  const today = useToday();
  if (!today) return <p className="text-sm text-muted-foreground">Loading calendar…</p>;
  return <CalendarBody characterId={characterId} platforms={platforms} today={today} initialDay={initialDay ?? today} />;
}

function CalendarBody({ characterId, platforms, today, initialDay }: Required<Props> & { today: CalendarDay }) {
  const [view, setView] = useState<CalendarView>("month");
  const [anchor, setAnchor] = useState(initialDay);
  const [editing, setEditing] = useState<Editing>(null);
  const range = visibleRange(view, anchor);
  const posts = usePostsInRange(characterId, range.from, range.to);
  const { update } = usePostMutations(characterId);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: dayGridCoordinates }),
  );
  const list = posts.data ?? [];

  const onDragEnd = (event: DragEndEvent) => {
    const move = droppedPostMove(list, event);
    if (!move) return;
    update.mutate(
      { postId: move.postId, changes: { scheduledAt: move.scheduledAt } },
      { onError: (error) => notify.error(`The post was not moved: ${errorText(error)}`) },
    );
  };
  const month = anchor.slice(0, 7);

  return (
    <section aria-label="Content calendar" className="flex flex-col gap-3" data-testid="content-calendar">
      <CalendarToolbar
        characterId={characterId}
        view={view}
        title={range.title}
        onView={setView}
        onStep={(delta) => setAnchor((a) => stepAnchor(view, a, delta))}
        onToday={() => setAnchor(today)}
      />
      {posts.isError && (
        <div role="alert" className="flex items-center gap-2 text-sm text-destructive">
          The posts could not be loaded.{" "}
          <Button size="sm" variant="outline" onClick={() => void posts.refetch()}>
            Retry
          </Button>
        </div>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={collision}
        onDragEnd={onDragEnd}
        accessibility={{ announcements: dropAnnouncements(list), screenReaderInstructions: { draggable: DROP_INSTRUCTIONS } }}
      >
        {/* Focusable so keyboard users can scroll the wide month too. */}
        <div className="overflow-x-auto rounded-md border" tabIndex={0} role="region" aria-label={`Posts, ${range.title}`} aria-busy={posts.isFetching}>
          <div className={view === "month" ? "min-w-[48rem]" : "min-w-[56rem]"}>
            {/* A week's days name themselves; a month's need the weekday above each column. */}
            {view === "month" && (
              <div className="grid grid-cols-7 border-b bg-muted text-xs font-medium" aria-hidden>
                {WEEKDAYS.map((d) => (
                  <div key={d} className="p-1.5">
                    {d}
                  </div>
                ))}
              </div>
            )}
            <div className="grid grid-cols-7 gap-px bg-border">
              {range.days.map((day) => (
                <CalendarDayCell
                  key={day}
                  day={day}
                  view={view}
                  posts={list.filter((p) => postDay(p) === day).sort((a, b) => a.scheduledAt.localeCompare(b.scheduledAt))}
                  inMonth={view === "week" || day.startsWith(month)}
                  isToday={day === today}
                  selectedId={editing?.post?.id ?? null}
                  onEdit={(post) => setEditing({ post, day: postDay(post) })}
                  onAdd={(d) => setEditing({ day: d })}
                />
              ))}
            </div>
          </div>
        </div>
      </DndContext>
      {!posts.isPending && list.length === 0 && !posts.isError && (
        <p className="text-sm text-muted-foreground">No posts in these days. Create a content plan, or add a post with the + on a day.</p>
      )}
      {editing && (
        <PostEditor
          key={editing.post?.id ?? `new-${editing.day}`}
          characterId={characterId}
          // The live row, so publication states move while the editor is open; the draft keeps what was opened.
          post={editing.post ? (list.find((p) => p.id === editing.post!.id) ?? editing.post) : undefined}
          day={editing.day}
          defaultPlatform={platforms[0] ?? "Instagram"}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
