import "server-only";
import { dehydrate, QueryClient, type DehydratedState } from "@tanstack/react-query";
import { queryKeys } from "@/lib/api/query-keys";
import type { WizardSlug } from "./registry";
import { getProfile } from "@/lib/studio/profiles.server";
import { listSocialLinks } from "@/lib/studio/social-links.server";
import { getCharacterVoice } from "@/lib/voice/character-voice.server";
import { latestJob } from "@/lib/ai/jobs/jobs.server";
import { listConnections } from "@/lib/storage/connections.server";
import { listShots } from "@/lib/studio/shots.server";
import type { GenerationJobKind } from "@/lib/db/generated/enums";

type Query = { key: readonly unknown[]; read: () => Promise<unknown> };

/** The user's cloud storage connections (the export buttons, Send package to drive, the dashboard's panel). */
export const connectionsQuery = (userId: string): Query => ({ key: queryKeys.connections, read: () => listConnections(userId) });

/** The newest job of a kind for the character, as components/ai/use-job.ts keeps it (the job or null). */
const jobQuery = (userId: string, characterId: string, kind: GenerationJobKind): Query => ({
  key: queryKeys.jobs({ kind, characterId }),
  read: () => latestJob(userId, kind, characterId),
});

// The steps whose first screen is data the browser would otherwise fetch after the first paint:
// the same lib call their GET route makes, under the key the step's query reads, in the shape
// its queryFn returns. Left to the browser: the calendar's range (the buyer's local week), the
// voice list (an ElevenLabs call when a key is set) and the Mirage script (refetched on every
// mount on purpose, staleTime 0).
function queriesOf(userId: string, characterId: string, slug: WizardSlug): Query[] {
  switch (slug) {
    case "profile":
      return [{ key: queryKeys.profile(characterId), read: () => getProfile(userId, characterId) }];
    case "reference":
      return [jobQuery(userId, characterId, "reference_image")];
    case "images":
      return [jobQuery(userId, characterId, "character_shots"), connectionsQuery(userId)];
    case "voice":
      return [
        { key: queryKeys.voiceSettings(characterId), read: async () => (await getCharacterVoice(userId, characterId)).settings },
        connectionsQuery(userId),
      ];
    case "socials":
      return [{ key: queryKeys.socialLinks(characterId), read: () => listSocialLinks(userId, characterId) }];
    case "composition":
      return [
        jobQuery(userId, characterId, "style_preview"),
        jobQuery(userId, characterId, "apply_composition"),
        { key: queryKeys.shots(characterId), read: async () => (await listShots(userId, characterId)).shots },
      ];
    case "mirage-video":
      return [connectionsQuery(userId)];
    case "capcut-video":
      return [jobQuery(userId, characterId, "draft_video"), connectionsQuery(userId)];
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
  return firstData(queriesOf(userId, characterId, slug));
}

/** Reads the queries (at once: they are independent) into a dehydrated cache for HydrationBoundary. */
export async function firstData(queries: Query[]): Promise<DehydratedState> {
  const client = new QueryClient();
  const values = await Promise.all(queries.map((query) => query.read()));
  queries.forEach((query, i) => client.setQueryData(query.key, JSON.parse(JSON.stringify(values[i])) as unknown));
  return dehydrate(client);
}
