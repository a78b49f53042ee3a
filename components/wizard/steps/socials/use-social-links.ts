"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, getJson } from "@/lib/api/client";
import { queryKeys } from "@/lib/api/query-keys";
import { useCreateAction } from "@/lib/query/use-create-action";
import { notify } from "@/lib/utils/notify";
import type { CreateSocialLinkInput, EditableSocialField, RevealedPasswordDto, SocialLinkDto } from "@/lib/validation/social-link";
import { REQUIRED_MESSAGE } from "@/lib/validation/social-link-lists";

export const socialLinksKey = queryKeys.socialLinks;
const base = (characterId: string) => `/api/user/characters/${characterId}/social-links`;

/** The character's social accounts and the add / update / remove calls of spec section 7. */
export function useSocialLinks(characterId: string) {
  const queryClient = useQueryClient();
  const key = socialLinksKey(characterId);
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  const list = useQuery({ queryKey: key, queryFn: () => getJson<SocialLinkDto[]>(base(characterId)) as Promise<SocialLinkDto[]> });

  const add = useCreateAction({
    mutationFn: (input: CreateSocialLinkInput, request) => apiRequest("POST", base(characterId), { characterId, ...input }, request),
    onSuccess: async () => {
      notify.success("Social link added successfully");
      await refresh();
    },
    onError: () => notify.error("Failed to add social link"),
  });

  const remove = useMutation({
    mutationFn: (linkId: string) => apiRequest("DELETE", `${base(characterId)}/${linkId}`),
    onSuccess: async () => {
      notify.success("Social link removed");
      await refresh();
    },
    onError: () => notify.error("Failed to remove social link"),
  });

  /** One changed field per request (the row debounces and serialises these). */
  const updateField = async (linkId: string, field: EditableSocialField, value: string) => {
    const res = await apiRequest("PUT", `${base(characterId)}/${linkId}`, { [field]: value });
    const updated = (await res.json()) as SocialLinkDto;
    queryClient.setQueryData<SocialLinkDto[]>(key, (old) => old?.map((l) => (l.id === linkId ? updated : l)));
  };

  /** The saved password, fetched only on an explicit Show (the server records it). */
  const revealPassword = async (linkId: string) => {
    const res = await apiRequest("POST", `${base(characterId)}/${linkId}/reveal-password`);
    return ((await res.json()) as RevealedPasswordDto).loginPassword;
  };

  return { list, add, remove, updateField, revealPassword, requiredMessage: REQUIRED_MESSAGE };
}
