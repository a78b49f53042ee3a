"use client";
import { useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api/client";
import type { ShotDto } from "@/lib/studio/shots.server";
import { queryKeys } from "@/lib/api/query-keys";

// The Composition step's shots to choose from; its two jobs use components/ai/use-job.ts.

/** The character's saved shots, newest first. */
export function useCharacterShots(characterId: string) {
  return useQuery({
    queryKey: queryKeys.shots(characterId),
    queryFn: async () => (await getJson<{ shots: ShotDto[] }>(`/api/user/characters/${characterId}/shots`))?.shots ?? [],
  });
}
