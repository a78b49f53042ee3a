"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, getJson } from "@/lib/api/client";
import type {
  ChannelConnectOption,
  ChannelDto,
  PublicationDto,
  PublishPlatform,
  SchedulePublicationInput,
  TikTokCreatorDto,
} from "@/lib/validation/publishing";
import { POSTS_QUERY_KEYS } from "./post-queries";

// The character's publishing channels, the buyer's time zone, and publishing a post (issue 47).

const base = (characterId: string) => `/api/user/characters/${characterId}`;

export const PUBLISHING_QUERY_KEYS = {
  channels: (characterId: string) => ["/api/user/characters", characterId, "channels"] as const,
  tiktokCreator: (characterId: string) => ["/api/user/characters", characterId, "channels", "tiktok", "creator-info"] as const,
  timeZone: ["/api/user/account/time-zone"] as const,
};

/** The browser's own zone: what is offered the first time (decision 401). */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

type ChannelsView = { channels: ChannelDto[]; connect: ChannelConnectOption[] };

const channelsQuery = (characterId: string) => ({
  queryKey: PUBLISHING_QUERY_KEYS.channels(characterId),
  queryFn: async () => (await getJson<ChannelsView>(`${base(characterId)}/channels`))!,
});

export function useChannels(characterId: string) {
  return useQuery({ ...channelsQuery(characterId), select: (view: ChannelsView) => view.channels });
}

/** Which platforms' real accounts this server can connect, and what the others wait for (decision 438). */
export function useConnectOptions(characterId: string) {
  return useQuery({ ...channelsQuery(characterId), select: (view: ChannelsView) => view.connect });
}

/** TikTok's creator info for a real channel, asked afresh each time the publish panel needs it (Direct Post's rules). */
export function useTikTokCreator(characterId: string, enabled: boolean) {
  return useQuery({
    queryKey: PUBLISHING_QUERY_KEYS.tiktokCreator(characterId),
    queryFn: async () => (await getJson<TikTokCreatorDto>(`${base(characterId)}/channels/tiktok/creator-info`))!,
    enabled,
    staleTime: 0,
  });
}

export function useTimeZone() {
  return useQuery({
    queryKey: PUBLISHING_QUERY_KEYS.timeZone,
    queryFn: async () => (await getJson<{ timeZone: string | null }>("/api/user/account/time-zone"))!.timeZone,
  });
}

export function useChannelMutations(characterId: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: PUBLISHING_QUERY_KEYS.channels(characterId) }),
      queryClient.invalidateQueries({ queryKey: POSTS_QUERY_KEYS.posts(characterId) }),
    ]);
  const connectDemo = useMutation({
    mutationFn: (platform: PublishPlatform) => apiRequest("POST", `${base(characterId)}/channels/${platform}/demo`),
    onSettled: refresh,
  });
  const disconnect = useMutation({
    mutationFn: (platform: PublishPlatform) => apiRequest("DELETE", `${base(characterId)}/channels/${platform}`),
    onSettled: refresh,
  });
  return { connectDemo, disconnect };
}

/** Changes the account's zone (decision 401). */
export function useSetTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (timeZone: string) => apiRequest("PUT", "/api/user/account/time-zone", { timeZone }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PUBLISHING_QUERY_KEYS.timeZone }),
  });
}

type Publications = { publications: PublicationDto[] };

export function usePublishMutations(characterId: string, postId: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: POSTS_QUERY_KEYS.posts(characterId) }),
      queryClient.invalidateQueries({ queryKey: PUBLISHING_QUERY_KEYS.timeZone }),
    ]);
  const publish = useMutation({
    mutationFn: async (input: Omit<SchedulePublicationInput, "timeZone">) =>
      (await (await apiRequest("POST", `${base(characterId)}/posts/${postId}/publications`, { ...input, timeZone: browserTimeZone() })).json()) as Publications,
    onSettled: refresh,
  });
  const retry = useMutation({
    mutationFn: async (publicationId: string) =>
      (await (await apiRequest("POST", `${base(characterId)}/posts/${postId}/publications/${publicationId}/retry`)).json()) as Publications,
    onSettled: refresh,
  });
  return { publish, retry };
}
