import "server-only";
import { withDailyQuota } from "@/lib/policy/quota.server";
import { prisma } from "@/lib/db/client.server";
import { CHARACTER_NOT_FOUND, ownedCharacter } from "@/lib/auth/ownership.server";
import type { ProfileVariables } from "@/lib/validation/ai";
import { textProvider } from "@/lib/ai/providers.server";
import { ProviderError, providerMessages } from "@/lib/ai/errors";
import type { ScriptInput } from "@/lib/ai/openai.server";
import type { ContentPlanRequest } from "@/lib/validation/content-plan";
import { storeDraftedPlan } from "@/lib/studio/posts/plan-draft.server";
import { dateToDay } from "@/lib/utils/wall-time";
import { savedDirection } from "@/lib/ai/direction.server";
import { withProfileDirection } from "@/lib/ai/prompts/profile";

// Text generation for signed-in users: the profile generator and the script writer. Each one
// runs on the buyer's daily text quota (decision 098).

type ProfileRequest = { prompt: string; variables?: Partial<ProfileVariables>; characterId?: string };

/** A generated profile; for a wizard character, shaped by what its steps saved (decision 104). */
export async function generateCharacterProfile(userId: string, { prompt, variables, characterId }: ProfileRequest) {
  if (characterId) await ownedCharacter(userId, characterId, CHARACTER_NOT_FOUND);
  const direction = characterId ? await savedDirection(userId, characterId) : undefined;
  const provider = textProvider(variables);
  const character = await withDailyQuota(userId, "text", () => provider.generateProfile(withProfileDirection(prompt, direction), direction));
  return { character, demo: provider.mode === "demo" };
}

/**
 * A script or caption. For a wizard character, the name, niche and direction are the saved
 * ones (decision 104), whatever the request says, and the script is kept as its asset.
 */
export async function generateScript(userId: string, { characterId, ...request }: ScriptInput & { characterId?: string }) {
  let input: ScriptInput = request;
  if (characterId) {
    const character = await ownedCharacter(userId, characterId, CHARACTER_NOT_FOUND);
    const direction = await savedDirection(userId, characterId);
    input = { ...request, characterName: character.name, niche: direction.niche ?? character.niche ?? request.niche, direction };
  }
  const provider = textProvider();
  const script = await withDailyQuota(userId, "text", () => provider.generateScript(input));
  // Kept only once written in full, so a failed generation leaves no half asset behind.
  if (characterId)
    await prisma().asset.create({ data: { characterId, kind: "script", contentType: "text/plain", meta: { text: script, topic: input.topic } } });
  return { script, demo: provider.mode === "demo" };
}

/**
 * A four-week posting plan from the Posts step's strategy, stored as the character's calendar
 * ideas (lib/studio/posts): kept inside the quota's generation, so a plan that cannot be
 * stored gives the generation back.
 */
export async function generateContentPlan(userId: string, { characterId, today, ...strategy }: ContentPlanRequest) {
  const character = await ownedCharacter(userId, characterId, CHARACTER_NOT_FOUND);
  const provider = textProvider();
  return withDailyQuota(userId, "text", async () => {
    const planned = await provider.generateContentPlan({ ...strategy, characterName: character.name, niche: character.niche });
    // The model is told the platforms; a post for one the buyer did not choose is left out.
    const chosen = new Set(strategy.platforms.map((p) => p.toLowerCase()));
    const posts = planned.filter((post) => chosen.has(post.platform.toLowerCase()));
    if (posts.length === 0) throw new ProviderError("OpenAI", "malformed", providerMessages.malformed("OpenAI"));
    const stored = await storeDraftedPlan(characterId, posts, today ?? dateToDay(new Date()), strategy.bestTimes);
    return { posts, stored, demo: provider.mode === "demo" };
  });
}
