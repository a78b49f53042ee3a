import "server-only";
import { PLAN_DAYS, PLAN_WEEKS, type ContentPlanInput, type PlannedPost } from "@/lib/validation/content-plan";

// Demo mode (no OpenAI key): a plan built from the strategy itself, so the Posts step works
// end to end; the hooks say they are demo text.
const HOOKS: Record<string, (topic: string) => string> = {
  Educational: (t) => `3 ${t} mistakes beginners make`,
  "Behind the Scenes": (t) => `A real day of ${t}, unfiltered`,
  Motivational: (t) => `Why small ${t} wins add up`,
  "Product Feature": (t) => `The one tool I use for ${t}`,
  "Trending Topic": (t) => `My take on this week's ${t} trend`,
  "Q&A": (t) => `Your ${t} questions, answered`,
};
// Spread N posts over a week: Mon, Wed, Fri for three; every day for seven.
const spread = (count: number) => Array.from({ length: count }, (_, i) => PLAN_DAYS[Math.floor((i * 7) / count)]!);

export function demoContentPlan(input: ContentPlanInput): PlannedPost[] {
  const perWeek = Math.min(7, Math.max(1, Number(input.frequency.match(/\d+/)?.[0] ?? 3)));
  const types = input.contentTypes.length ? input.contentTypes : ["Educational", "Behind the Scenes", "Motivational"];
  const topic = (input.niche ?? "creator").toLowerCase();
  const posts: PlannedPost[] = [];
  for (let week = 1; week <= PLAN_WEEKS; week++) {
    for (const day of spread(perWeek)) {
      const n = posts.length;
      const contentType = types[n % types.length]!;
      // Offset by the week so a platform does not always get the same content type.
      const platform = input.platforms[(n + week) % input.platforms.length]!;
      posts.push({ week, day, platform, contentType, hook: `${HOOKS[contentType]!(topic)} (demo)` });
    }
  }
  return posts;
}
