import type { Announcements } from "@dnd-kit/core";
import { clockTime, dayName } from "@/lib/studio/posts/calendar-view";
import type { ContentPostDto } from "@/lib/validation/content-post";

// What a screen reader hears while a post is moved: days by name, not by id.

export const DROP_INSTRUCTIONS =
  "To move a post to another day, press Space. Left and right arrows move it a day, up and down a week. Press Space again to drop it there, or Escape to cancel.";

export function dropAnnouncements(posts: ContentPostDto[]): Announcements {
  const describe = (id: unknown) => {
    const post = posts.find((p) => p.id === id);
    return post ? `the ${post.platform} post at ${clockTime(post.scheduledAt)}` : "the post";
  };
  const day = (id: unknown) => (typeof id === "string" ? dayName(id) : "no day");
  return {
    onDragStart: ({ active }) => `Picked up ${describe(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `${describe(active.id)} is over ${day(over.id)}.` : `${describe(active.id)} is over no day.`),
    onDragEnd: ({ active, over }) => {
      const post = posts.find((p) => p.id === active.id);
      const moved = over && (!post || over.id !== post.scheduledAt.slice(0, 10));
      return moved ? `Moved ${describe(active.id)} to ${day(over.id)}.` : `${describe(active.id)} was not moved.`;
    },
    onDragCancel: ({ active }) => `Moving ${describe(active.id)} was cancelled.`,
  };
}
