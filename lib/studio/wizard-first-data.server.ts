import "server-only";
import { dehydrate, QueryClient, type DehydratedState } from "@tanstack/react-query";
import { queryKeys } from "@/lib/api/query-keys";
import type { WizardSlug } from "@/components/wizard/steps/registry";
import { getProfile } from "@/lib/studio/profiles.server";
import { listSocialLinks } from "@/lib/studio/social-links.server";
import { getCharacterVoice } from "@/lib/voice/character-voice.server";

type Query = { key: readonly unknown[]; read: () => Promise<unknown> };

// The steps whose first screen is data the browser would otherwise fetch after the first paint:
// the same lib call their GET route makes, under the key the step's query reads.
function queriesOf(userId: string, characterId: string, slug: WizardSlug): Query[] {
  switch (slug) {
    case "profile":
      return [{ key: queryKeys.profile(characterId), read: () => getProfile(userId, characterId) }];
    case "voice":
      return [{ key: queryKeys.voiceSettings(characterId), read: async () => (await getCharacterVoice(userId, characterId)).settings }];
    case "socials":
      return [{ key: queryKeys.socialLinks(characterId), read: () => listSocialLinks(userId, characterId) }];
    default:
      return [];
  }
}

/**
 * The opened step's first data, read while the page renders and handed to the browser's query
 * cache (HydrationBoundary): the step is drawn whole in the server's HTML instead of a spinner
 * that a form, a voice design or an account list replaces after the first paint (decision 152).
 * Each value goes through JSON, as it would from the route, so the cache holds what a fetch gives.
 */
export async function wizardFirstData(userId: string, characterId: string, slug: WizardSlug): Promise<DehydratedState> {
  const client = new QueryClient();
  for (const query of queriesOf(userId, characterId, slug)) {
    const value: unknown = JSON.parse(JSON.stringify(await query.read()));
    client.setQueryData(query.key, value);
  }
  return dehydrate(client);
}
