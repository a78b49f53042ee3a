import type { DragEndEvent, KeyboardCoordinateGetter } from "@dnd-kit/core";
import { addDays, dayOf, moveToDay, type CalendarDay } from "@/lib/utils/wall-time";
import type { ContentPostDto } from "@/lib/validation/content-post";

// Dragging a post card onto a day: each card is a draggable with the post's id, each day a
// droppable with the day ("YYYY-MM-DD") as its id.

/** The edit a finished drag asks for: the same time of day on the day it was dropped on. */
export function droppedPostMove(posts: ContentPostDto[], event: Pick<DragEndEvent, "active" | "over">) {
  const post = posts.find((p) => p.id === event.active.id);
  const day = event.over?.id;
  if (!post || typeof day !== "string" || day === dayOf(post.scheduledAt)) return null;
  return { postId: post.id, scheduledAt: moveToDay(post.scheduledAt, day) };
}

const KEY_STEPS: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: 7, ArrowUp: -7 };

/**
 * Keyboard moves in the day grid: left and right go a day, up and down a week, landing on the
 * centre of that day's cell; a day not on screen is not a move.
 */
export const dayGridCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const step = KEY_STEPS[event.code];
  const current = (context.over?.id ?? context.active?.data.current?.day) as CalendarDay | undefined;
  const box = context.collisionRect;
  if (!step || !current || !box) return undefined;
  const target = context.droppableRects.get(addDays(current, step));
  if (!target) return undefined;
  event.preventDefault();
  return { x: target.left + target.width / 2 - box.width / 2, y: target.top + target.height / 2 - box.height / 2 };
};

export const postDay = (post: ContentPostDto) => dayOf(post.scheduledAt);
