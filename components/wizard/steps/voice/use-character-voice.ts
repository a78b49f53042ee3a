"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, getJson } from "@/lib/api/client";
import { queryKeys } from "@/lib/api/query-keys";
import { useCreateAction } from "@/lib/query/use-create-action";
import type { VoiceSettings } from "@/lib/voice/settings";
import type { VoiceSample } from "@/lib/voice/variations";

export type VoiceSampleAnswer = VoiceSample & { audioBase64: string | null };
export type VoiceSamplesAnswer = { text: string; useBrowserTTS: boolean; message: string; samples: VoiceSampleAnswer[] };

const voiceUrl = (characterId: string) => `/api/user/characters/${characterId}/voice`;

/** The character's saved voice design, saving it, and rendering three samples (decisions 107, 108). */
export function useCharacterVoice(characterId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.voiceSettings(characterId);

  const saved = useQuery({
    queryKey: key,
    queryFn: async () => (await getJson<{ settings: VoiceSettings }>(voiceUrl(characterId)))!.settings,
  });

  const save = useMutation({
    mutationFn: async (settings: VoiceSettings) =>
      ((await (await apiRequest("PUT", voiceUrl(characterId), settings)).json()) as { settings: VoiceSettings }).settings,
    onSuccess: (settings) => queryClient.setQueryData(key, settings),
  });

  const samples = useCreateAction({
    mutationFn: async (input: { text: string; settings: VoiceSettings }, request) =>
      (await (await apiRequest("POST", `${voiceUrl(characterId)}/variations`, input, request)).json()) as VoiceSamplesAnswer,
  });

  return { saved, save, samples };
}
