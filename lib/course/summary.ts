import type { OutlineModule } from "./course.server";

// Pure reckoning over the published outline and one buyer's progress rows (issue 32): each
// lesson's state, the course's share done, where "Continue where you left off" goes, and whether
// the certificate is earned. Kept apart from the database code so it is tested on its own.

export type LessonState = "done" | "in-progress" | "not-started";
export type ProgressRow = { lessonId: string; positionSeconds: number; completedAt: Date | null; updatedAt: Date };

export function stateOf(row: Pick<ProgressRow, "positionSeconds" | "completedAt"> | undefined): LessonState {
  if (!row) return "not-started";
  if (row.completedAt) return "done";
  return row.positionSeconds > 0 ? "in-progress" : "not-started";
}

export type ContinueTarget = { slug: string; title: string; seconds: number };
export type CourseProgressSummary = { done: number; total: number; percent: number; next: ContinueTarget | null; started: boolean };

/**
 * How far the buyer is through the published course, and where "Continue where you left off"
 * goes: the lesson last worked on at its saved second while it is not done, else the first
 * lesson not done after it (then from the start), at its own saved second.
 */
export function summarizeCourse(outline: OutlineModule[], progress: Map<string, ProgressRow>): CourseProgressSummary {
  const lessons = outline.flatMap((m) => m.lessons).filter((l) => !l.draft);
  const doneCount = lessons.filter((l) => progress.get(l.id)?.completedAt).length;
  const target = (l: (typeof lessons)[number]): ContinueTarget => ({
    slug: l.slug,
    title: l.title,
    seconds: Math.floor(progress.get(l.id)?.positionSeconds ?? 0),
  });
  let latest = -1;
  lessons.forEach((l, i) => {
    const row = progress.get(l.id);
    if (row && (latest < 0 || row.updatedAt > progress.get(lessons[latest]!.id)!.updatedAt)) latest = i;
  });
  let next: ContinueTarget | null = null;
  if (latest >= 0 && !progress.get(lessons[latest]!.id)!.completedAt) next = target(lessons[latest]!);
  else {
    const after = [...lessons.slice(latest + 1), ...lessons.slice(0, latest + 1)];
    const open = after.find((l) => !progress.get(l.id)?.completedAt);
    next = open ? target(open) : null;
  }
  return {
    done: doneCount,
    total: lessons.length,
    percent: lessons.length === 0 ? 0 : Math.round((doneCount / lessons.length) * 100),
    next,
    started: latest >= 0,
  };
}

/** Every published lesson done, and when the last of them was: what a certificate needs. */
export function completion(outline: OutlineModule[], progress: Map<string, ProgressRow>): { complete: boolean; completedAt: Date | null } {
  const lessons = outline.flatMap((m) => m.lessons).filter((l) => !l.draft);
  const times = lessons.map((l) => progress.get(l.id)?.completedAt ?? null);
  if (lessons.length === 0 || times.some((t) => t === null)) return { complete: false, completedAt: null };
  return { complete: true, completedAt: new Date(Math.max(...times.map((t) => t!.getTime()))) };
}

/** Each lesson's state for the outline, by lesson id. */
export function statesOf(outline: OutlineModule[], progress: Map<string, ProgressRow>): Record<string, LessonState> {
  return Object.fromEntries(outline.flatMap((m) => m.lessons).map((l) => [l.id, stateOf(progress.get(l.id))]));
}
