"use client";
import { useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api/client";
import type { ShotDto } from "@/lib/studio/shots.server";
import { queryKeys } from "@/lib/api/query-keys";
import { useGenerationJob } from "@/components/ai/use-job";

// The Composition step's server data: its two generation jobs and the character's shots.
type CompositionJob = "style_preview" | "apply_composition";

export const compositionKeys = {
  shots: (characterId: string) => queryKeys.shots(characterId),
};

/** The newest job of a kind for this character, polled while it runs (components/ai/use-job.ts). */
export function useCompositionJob<K extends CompositionJob>(kind: K, characterId: string, onDone?: () => void) {
  return useGenerationJob(kind, characterId, onDone);
}

/** The character's saved shots, newest first. */
export function useCharacterShots(characterId: string) {
  return useQuery({
    queryKey: compositionKeys.shots(characterId),
    queryFn: async () => (await getJson<{ shots: ShotDto[] }>(`/api/user/characters/${characterId}/shots`))?.shots ?? [],
  });
}
