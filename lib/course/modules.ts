// The course's five modules (spec section 1: character design, script writing, voice creation,
// video editing, viral strategy). Lesson ids are stable: progress rows refer to them.
export type Lesson = { id: string; title: string; minutes: number };
export type CourseModule = { id: string; title: string; summary: string; lessons: Lesson[] };

export const COURSE_MODULES: CourseModule[] = [
  {
    id: "character-design",
    title: "Character Design",
    summary: "Prompting for consistent, believable influencer images.",
    lessons: [
      { id: "character-design/persona", title: "Define the persona and niche", minutes: 12 },
      { id: "character-design/reference", title: "Prompt a reference headshot", minutes: 18 },
      { id: "character-design/consistency", title: "Keep the face consistent across 200+ images", minutes: 22 },
    ],
  },
  {
    id: "script-writing",
    title: "Script Writing",
    summary: "Hooks and scripts for 30-second videos.",
    lessons: [
      { id: "script-writing/hooks", title: "Hooks that stop the scroll", minutes: 10 },
      { id: "script-writing/structure", title: "The 30-second script structure", minutes: 15 },
      { id: "script-writing/voice", title: "Writing in your character's voice", minutes: 12 },
    ],
  },
  {
    id: "voice-creation",
    title: "Voice Creation",
    summary: "Choosing and generating a signature voice.",
    lessons: [
      { id: "voice-creation/choose", title: "Choose a voice that fits the persona", minutes: 9 },
      { id: "voice-creation/generate", title: "Generate clean voice clips", minutes: 14 },
    ],
  },
  {
    id: "video-editing",
    title: "Video Editing",
    summary: "Talking-head video and desktop editing.",
    lessons: [
      { id: "video-editing/talking-head", title: "Create the talking-head video", minutes: 16 },
      { id: "video-editing/capcut", title: "Edit in CapCut desktop", minutes: 20 },
      { id: "video-editing/captions", title: "Captions, music and pacing", minutes: 11 },
    ],
  },
  {
    id: "viral-strategy",
    title: "Viral Strategy",
    summary: "Posting, growth and the seven ways to earn.",
    lessons: [
      { id: "viral-strategy/calendar", title: "Build a content calendar", minutes: 13 },
      { id: "viral-strategy/growth", title: "Grow to your first 10K followers", minutes: 17 },
      { id: "viral-strategy/monetize", title: "Seven monetization methods", minutes: 19 },
    ],
  },
];

export const ALL_LESSON_IDS = COURSE_MODULES.flatMap((m) => m.lessons.map((l) => l.id));

export type CourseProgressSummary = { done: number; total: number; percent: number; nextLesson: Lesson | null };

/** How far a buyer is: lessons done, the share of all lessons, and the first lesson not done yet. */
export function summarizeProgress(completed: Iterable<string>): CourseProgressSummary {
  const doneIds = new Set(completed);
  const done = ALL_LESSON_IDS.filter((id) => doneIds.has(id)).length;
  const nextLesson = COURSE_MODULES.flatMap((m) => m.lessons).find((lesson) => !doneIds.has(lesson.id)) ?? null;
  return { done, total: ALL_LESSON_IDS.length, percent: Math.round((done / ALL_LESSON_IDS.length) * 100), nextLesson };
}
