import type { Env } from "./schema";

// Which parts of a deployment are a declared demo, for the banner (decisions 096 and 173): the
// payments with DEMO_MODE=1, and each AI part whose key is unset when DEMO_MODE=1 or AI_DEMO=1.

const AI_PARTS = [
  { key: "OPENAI_API_KEY", part: "text" },
  { key: "LEONARDO_API_KEY", part: "images" },
  { key: "ELEVENLABS_API_KEY", part: "voices" },
] as const;

const list = (words: string[]) => (words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`);

/** "Demo: no real payments; sample AI images", or null when nothing declared is a demo. */
export function demoBannerText(env: Env): string | null {
  const parts: string[] = [];
  if (env.DEMO_MODE) parts.push("no real payments");
  if (env.DEMO_MODE || env.AI_DEMO) {
    const samples = AI_PARTS.filter(({ key }) => !env[key]).map(({ part }) => part);
    if (samples.length > 0) parts.push(`sample AI ${list(samples)}`);
  }
  return parts.length > 0 ? `Demo: ${parts.join("; ")}` : null;
}
