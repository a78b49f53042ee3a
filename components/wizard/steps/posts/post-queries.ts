"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, getJson } from "@/lib/api/client";
import { useCreateAction } from "@/lib/query/use-create-action";
import type { CalendarDay } from "@/lib/utils/wall-time";
import type { CharacterAnalyticsDto } from "@/lib/validation/character-analytics";
import { publishingSoon } from "./publishing-soon";
import type { ContentPostDto, CreatePostInput, LinkedAssetDto, UpdatePostInput } from "@/lib/validation/content-post";

// The Posts step's server data: one key object (to fold into a shared key factory later) and
// the calls the calendar, the plan button and the analytics panel make.

const base = (characterId: string) => `/api/user/characters/${characterId}`;

export const POSTS_QUERY_KEYS = {
  /** Every cached range of the character's posts: invalidated together after any change. */
  posts: (characterId: string) => ["/api/user/characters", characterId, "posts"] as const,
  range: (characterId: string, from: CalendarDay, to: CalendarDay) => [...POSTS_QUERY_KEYS.posts(characterId), { from, to }] as const,
  assets: (characterId: string) => ["/api/user/characters", characterId, "assets"] as const,
  analytics: (characterId: string) => ["/api/user/characters", characterId, "analytics"] as const,
};

export const planDownloadUrl = (characterId: string, format: "ics" | "csv") => `${base(characterId)}/posts/export?format=${format}`;

export function usePostsInRange(characterId: string, from: CalendarDay, to: CalendarDay) {
  return useQuery({
    queryKey: POSTS_QUERY_KEYS.range(characterId, from, to),
    queryFn: async () => (await getJson<ContentPostDto[]>(`${base(characterId)}/posts?from=${from}&to=${to}`))!,
    // The step's query client never refetches on its own; a new range keeps the old one on screen meanwhile.
    placeholderData: (previous) => previous,
    // While a post is publishing or about to, its state is read every two seconds (issue 47).
    refetchInterval: (query) => (query.state.data?.some((p) => publishingSoon(p.publications)) ? 2000 : false),
  });
}

export function useLinkableAssets(characterId: string, enabled: boolean) {
  return useQuery({
    queryKey: POSTS_QUERY_KEYS.assets(characterId),
    queryFn: async () => (await getJson<LinkedAssetDto[]>(`${base(characterId)}/assets`))!,
    enabled,
  });
}

export function useCharacterAnalytics(characterId: string) {
  return useQuery({
    queryKey: POSTS_QUERY_KEYS.analytics(characterId),
    queryFn: async () => (await getJson<CharacterAnalyticsDto>(`${base(characterId)}/analytics`))!,
    // Counts move whenever the buyer generates or exports elsewhere: read afresh each time it opens.
    staleTime: 0,
  });
}

const json = async <T>(res: Response) => (await res.json()) as T;

/**
 * Create, edit (a drag is an edit of scheduledAt) and delete. An edit shows at once in every
 * cached range and is put back if the server refuses it.
 */
export function usePostMutations(characterId: string) {
  const queryClient = useQueryClient();
  const postsKey = POSTS_QUERY_KEYS.posts(characterId);
  const refresh = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: postsKey }), queryClient.invalidateQueries({ queryKey: POSTS_QUERY_KEYS.analytics(characterId) })]);

  const create = useCreateAction({
    mutationFn: async (input: CreatePostInput, request) => json<ContentPostDto>(await apiRequest("POST", `${base(characterId)}/posts`, input, request)),
    onSettled: refresh,
  });

  const update = useMutation({
    mutationFn: async ({ postId, changes }: { postId: string; changes: UpdatePostInput }) =>
      json<ContentPostDto>(await apiRequest("PATCH", `${base(characterId)}/posts/${postId}`, changes)),
    onMutate: async ({ postId, changes }) => {
      await queryClient.cancelQueries({ queryKey: postsKey });
      const before = queryClient.getQueriesData<ContentPostDto[]>({ queryKey: postsKey });
      const { assetId, ...shown } = changes;
      queryClient.setQueriesData<ContentPostDto[]>({ queryKey: postsKey }, (posts) =>
        posts?.map((p) => (p.id === postId ? { ...p, ...shown, asset: assetId === undefined ? p.asset : assetId === null ? null : p.asset } : p)),
      );
      return { before };
    },
    onError: (_error, _vars, context) => context?.before.forEach(([key, data]) => queryClient.setQueryData(key, data)),
    onSettled: refresh,
  });

  const remove = useMutation({
    mutationFn: (postId: string) => apiRequest("DELETE", `${base(characterId)}/posts/${postId}`),
    onSettled: refresh,
  });

  return { create, update, remove };
}
