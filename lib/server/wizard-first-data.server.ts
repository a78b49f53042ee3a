import "server-only";
import { dehydrate, QueryClient, type DehydratedState } from "@tanstack/react-query";
import { queryKeys } from "@/lib/api/query-keys";
import type { WizardSlug } from "@/lib/studio/wizard/registry";
import { getProfile } from "@/lib/studio/profiles.server";
import { listSocialLinks } from "@/lib/studio/social-links.server";
import { getCharacterVoice } from "@/lib/voice/character-voice.server";
import { latestJob } from "@/lib/server/jobs/jobs.server";
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

// Each step's first screen: the data the browser would otherwise fetch after the first paint,
// read by the same lib call its GET route makes, under the key the step's query reads, in the
// shape its queryFn returns. A Record over the registry's slugs, so a new step is a type error
// here until it says what it preloads (an empty list is an answer). Left to the browser: the
// calendar's range (the buyer's local week), the voice list (an ElevenLabs call when a key is
// set) and the Mirage script (refetched on every mount on purpose, staleTime 0).
const FIRST_DATA: Record<WizardSlug, (userId: string, characterId: string) => Query[]> = {
  profile: (userId, characterId) => [{ key: queryKeys.profile(characterId), read: () => getProfile(userId, characterId) }],
  variables: () => [],
  niche: () => [],
  reference: (userId, characterId) => [jobQuery(userId, characterId, "reference_image")],
  images: (userId, characterId) => [jobQuery(userId, characterId, "character_shots"), connectionsQuery(userId)],
  socials: (userId, characterId) => [{ key: queryKeys.socialLinks(characterId), read: () => listSocialLinks(userId, characterId) }],
  messages: () => [],
  voice: (userId, characterId) => [
    { key: queryKeys.voiceSettings(characterId), read: async () => (await getCharacterVoice(userId, characterId)).settings },
    connectionsQuery(userId),
  ],
  composition: (userId, characterId) => [
    jobQuery(userId, characterId, "style_preview"),
    jobQuery(userId, characterId, "apply_composition"),
    { key: queryKeys.shots(characterId), read: async () => (await listShots(userId, characterId)).shots },
  ],
  "mirage-video": (userId) => [connectionsQuery(userId)],
  "capcut-video": (userId, characterId) => [jobQuery(userId, characterId, "draft_video"), connectionsQuery(userId)],
  posts: () => [],
};

/**
 * The opened step's first data, read while the page renders and handed to the browser's query
 * cache (HydrationBoundary): the step is drawn whole in the server's HTML instead of a spinner
 * that a form, a voice design or an account list replaces after the first paint (decision 152).
 * Each value goes through JSON, as it would from the route, so the cache holds what a fetch gives.
 */
export async function wizardFirstData(userId: string, characterId: string, slug: WizardSlug): Promise<DehydratedState> {
  return firstData(FIRST_DATA[slug](userId, characterId));
}

/** Reads the queries (at once: they are independent) into a dehydrated cache for HydrationBoundary. */
export async function firstData(queries: Query[]): Promise<DehydratedState> {
  const client = new QueryClient();
  const values = await Promise.all(queries.map((query) => query.read()));
  queries.forEach((query, i) => client.setQueryData(query.key, JSON.parse(JSON.stringify(values[i])) as unknown));
  return dehydrate(client);
}
