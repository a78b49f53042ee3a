import "server-only";
import type { GeneratedProfile, ProfileVariables } from "@/lib/validation/ai";
import type { ScriptInput, TextProvider } from "../openai.server";
import { pick, seedOf } from "./seed.server";
import { demoContentPlan } from "./content-plan.server";
import { nameInProfilePrompt } from "../prompts/profile";
import { directionFor, type CharacterDirection } from "../prompts/direction";
import { wordsForSeconds } from "@/lib/video/format";

// Demo mode (no OpenAI key): a deterministic profile and script built from the inputs, so a
// newcomer sees the whole flow. Everything it writes is labelled as demo output by the page.
const FEMALE = ["Ava", "Mia", "Sofia", "Luna", "Zara", "Nora", "Elena", "Maya"];
const MALE = ["Leo", "Noah", "Kai", "Marco", "Ethan", "Omar", "Theo", "Ravi"];
const SURNAMES = ["Rivera", "Chen", "Novak", "Bennett", "Okafor", "Haddad", "Sharma", "Lindqvist"];
const CITIES = ["Austin, Texas", "Lisbon, Portugal", "Toronto, Canada", "Melbourne, Australia", "Barcelona, Spain", "London, UK"];

type Vars = Partial<ProfileVariables>;

function readVariables(prompt: string, vars: Vars = {}): Required<Pick<ProfileVariables, "gender" | "age" | "niche" | "profession">> {
  const lower = prompt.toLowerCase();
  return {
    gender: vars.gender ?? (/\bmale\b/.test(lower) && !/\bfemale\b/.test(lower) ? "male" : "female"),
    age: vars.age ?? Number(lower.match(/\b([1-4]\d)[- ]year/)?.[1] ?? 28),
    niche: vars.niche ?? ("Personal Development" as ProfileVariables["niche"]),
    profession: vars.profession ?? ("Life Coach" as ProfileVariables["profession"]),
  };
}

/**
 * A profile from the generator's variables; a wizard character's saved direction (decision 104)
 * is written in where a profile has room for it: niche, expertise, audience, mood, who they are
 * and what their content avoids.
 */
export function demoProfile(prompt: string, vars: Vars = {}, direction?: CharacterDirection): GeneratedProfile {
  const v = readVariables(prompt, vars);
  const d = directionFor(direction, "profile");
  const seed = seedOf(`${prompt}|${JSON.stringify(vars)}`);
  const name = nameInProfilePrompt(prompt) ?? `${pick(v.gender === "male" ? MALE : FEMALE, seed)} ${pick(SURNAMES, seed, 1)}`;
  const first = name.split(" ")[0];
  const location = pick(CITIES, seed, 2);
  const niche = d.niche ?? v.niche;
  const topic = niche.toLowerCase();
  const audience = d.audience ?? `busy people aged ${Math.max(18, v.age - 5)}-${v.age + 10} interested in ${topic}`;
  return {
    name,
    headline: `${v.profession} sharing honest ${topic} tips`.slice(0, 60).padEnd(40, "."),
    aboutMe: [
      `Hi, I'm ${first}, a ${v.age}-year-old ${v.profession.toLowerCase()} based in ${location}.`,
      d.subject ? `In a sentence: ${d.subject}.` : "",
      `I share practical, no-nonsense ${topic} content for ${audience}.`,
      "(Demo profile: add an OpenAI key for AI-written profiles.)",
    ]
      .filter(Boolean)
      .join(" "),
    currentRole: `${v.profession} and content creator`,
    profession: v.profession,
    location,
    backgroundStory: `${first} turned years of work as a ${v.profession.toLowerCase()} into a community around ${topic}, starting with short daily videos.${d.expertise ? ` What ${first} knows best: ${d.expertise}.` : ""}`,
    specialties: [niche, d.expertise, "short-form video"].filter(Boolean).join(", "),
    achievements: "Built an engaged audience from zero; featured in creator newsletters",
    lifestyle: "Early mornings, deliberate routines, weekend adventures",
    interests: `${topic}, travel, reading, coffee`,
    values: "Honesty, consistency, generosity",
    personality: d.mood ?? "Warm, direct, curious",
    contentStyle: `Short vertical videos with clear takeaways${d.avoid ? `; never: ${d.avoid}` : ""}`,
    brandMessage: `Make ${topic} simple and doable every day.`,
    targetAudience: audience.charAt(0).toUpperCase() + audience.slice(1),
  };
}

export function demoCaption({ topic, niche }: ScriptInput): string {
  const tag = (text: string) => `#${text.replace(/[^a-z0-9]+/gi, "")}`;
  const tags = [niche ? tag(niche.split(" & ")[0]!) : "", tag(topic.split(" ").slice(0, 2).join(""))].filter((t) => t.length > 1);
  return `Small steps on ${topic} add up faster than you think. What is yours today? ${tags.join(" ")} (Demo caption: add an OpenAI key for AI-written captions.)`;
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The demo's points, in order: the first three always, the rest while a template's length wants more. */
function demoPoints(topic: string): string[] {
  return [
    `First: start small. One step on ${topic} today beats a perfect plan tomorrow.`,
    `Second: make it visible. Track what you do so progress is easy to see.`,
    `Third: share it. Telling others keeps you accountable.`,
    `Fourth: pick a time. The same slot every day turns ${topic} into a habit instead of a decision.`,
    `Fifth: prepare the night before. Lay out what you need so the morning has no excuses left.`,
    `Sixth: keep it short. Ten focused minutes count for more than an hour you never start.`,
    `Seventh: expect bad days. Missing once is normal; missing twice is the start of a new habit, so come back fast.`,
    `Eighth: learn from one person. Find someone a year ahead of you on ${topic} and copy what works.`,
    `Ninth: review every Sunday. Look at the week, keep what helped, and drop one thing that did not.`,
    `Tenth: celebrate small wins. Progress you notice is progress you keep.`,
    `Eleventh: make it easy to begin. Put the first step where you cannot miss it, on your desk or by the door.`,
    `Twelfth: protect your energy. Sleep, water and a short walk do more for ${topic} than any shortcut.`,
    `Thirteenth: measure less, but honestly. One number you trust beats ten you ignore.`,
    `Fourteenth: teach it. Explaining ${topic} to a friend shows you what you really understood.`,
  ];
}

/**
 * A spoken script; a wizard character's direction sets where it is filmed, its tone and audience.
 * With `seconds` (a Mirage template) it holds about that many seconds of speech (150 words a
 * minute), within 10 %: points are added, or left out past the third, to fit.
 */
export function demoScript({ topic, characterName, niche, direction, seconds }: ScriptInput): string {
  const d = directionFor(direction, "script");
  const who = characterName?.split(" ")[0] ?? "I";
  const intro = who === "I" ? "Hi there!" : `Hi, I'm ${who}!`;
  const angle = d.niche ?? niche;
  const before = [
    d.mood ? `[Tone: ${d.mood}]` : "",
    d.setting ? `[Filmed in: ${d.setting}]` : "",
    `${intro}${d.setting ? ` Coming to you from ${d.setting}.` : ""} Let's talk about ${topic}${angle ? ` from a ${angle.toLowerCase()} angle` : ""}.`,
    d.audience ? `This one is for ${d.audience}.` : "",
    d.expertise ? `It comes from what I know best: ${d.expertise}.` : "",
  ];
  const after = [
    `Follow for more, and tell me in the comments what you want next.`,
    d.avoid ? `(Kept clear of: ${d.avoid}.)` : "",
    "(Demo script: add an OpenAI key for AI-written scripts.)",
  ];
  const all = demoPoints(topic);
  let points = all.slice(0, 3);
  if (seconds) {
    const budget = wordsForSeconds(seconds);
    const fixed = wordCount([...before, ...after].join(" "));
    points = [all[0]];
    for (const point of all.slice(1)) {
      const words = fixed + wordCount([...points, point].join(" "));
      if (words > budget * 1.05) break;
      points.push(point);
    }
  }
  return [...before, ...points, ...after].filter(Boolean).join(" ");
}

export function demoTextProvider(vars?: Vars): TextProvider {
  return {
    mode: "demo",
    generateProfile: async (prompt, direction) => demoProfile(prompt, vars, direction),
    generateScript: async (input) => (input.format === "caption" ? demoCaption(input) : demoScript(input)),
    generateContentPlan: async (input) => demoContentPlan(input),
  };
}
