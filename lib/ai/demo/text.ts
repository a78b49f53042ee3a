import "server-only";
import type { GeneratedProfile, ProfileVariables } from "@/lib/validation/ai";
import type { ScriptInput, TextProvider } from "../openai";
import { pick, seedOf } from "./seed";
import { demoContentPlan } from "./content-plan";
import { nameInProfilePrompt } from "../prompts/profile";

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

export function demoProfile(prompt: string, vars: Vars = {}): GeneratedProfile {
  const v = readVariables(prompt, vars);
  const seed = seedOf(`${prompt}|${JSON.stringify(vars)}`);
  const name = nameInProfilePrompt(prompt) ?? `${pick(v.gender === "male" ? MALE : FEMALE, seed)} ${pick(SURNAMES, seed, 1)}`;
  const location = pick(CITIES, seed, 2);
  const topic = v.niche.toLowerCase();
  return {
    name,
    headline: `${v.profession} sharing honest ${topic} tips`.slice(0, 60).padEnd(40, "."),
    aboutMe: `Hi, I'm ${name.split(" ")[0]}, a ${v.age}-year-old ${v.profession.toLowerCase()} based in ${location}. I share practical, no-nonsense ${topic} content for people who want real results without the noise. (Demo profile: add an OpenAI key for AI-written profiles.)`,
    currentRole: `${v.profession} and content creator`,
    profession: v.profession,
    location,
    backgroundStory: `${name.split(" ")[0]} turned years of work as a ${v.profession.toLowerCase()} into a community around ${topic}, starting with short daily videos.`,
    specialties: `${v.niche}, short-form video, community building`,
    achievements: "Built an engaged audience from zero; featured in creator newsletters",
    lifestyle: "Early mornings, deliberate routines, weekend adventures",
    interests: `${topic}, travel, reading, coffee`,
    values: "Honesty, consistency, generosity",
    personality: "Warm, direct, curious",
    contentStyle: "Short vertical videos with clear takeaways",
    brandMessage: `Make ${topic} simple and doable every day.`,
    targetAudience: `Busy people aged ${Math.max(18, v.age - 5)}-${v.age + 10} interested in ${topic}`,
  };
}

export function demoCaption({ topic, niche }: ScriptInput): string {
  const tag = (text: string) => `#${text.replace(/[^a-z0-9]+/gi, "")}`;
  const tags = [niche ? tag(niche.split(" & ")[0]!) : "", tag(topic.split(" ").slice(0, 2).join(""))].filter((t) => t.length > 1);
  return `Small steps on ${topic} add up faster than you think. What is yours today? ${tags.join(" ")} (Demo caption: add an OpenAI key for AI-written captions.)`;
}

export function demoScript({ topic, characterName, niche }: ScriptInput): string {
  const who = characterName?.split(" ")[0] ?? "I";
  const intro = who === "I" ? "Hi there!" : `Hi, I'm ${who}!`;
  return [
    `${intro} Let's talk about ${topic}${niche ? ` from a ${niche.toLowerCase()} angle` : ""}.`,
    `First: start small. One step on ${topic} today beats a perfect plan tomorrow.`,
    `Second: make it visible. Track what you do so progress is easy to see.`,
    `Third: share it. Telling others keeps you accountable.`,
    `Follow for more, and tell me in the comments what you want next. (Demo script: add an OpenAI key for AI-written scripts.)`,
  ].join(" ");
}

export function demoTextProvider(vars?: Vars): TextProvider {
  return {
    mode: "demo",
    generateProfile: async (prompt) => demoProfile(prompt, vars),
    generateScript: async (input) => (input.format === "caption" ? demoCaption(input) : demoScript(input)),
    generateContentPlan: async (input) => demoContentPlan(input),
  };
}
