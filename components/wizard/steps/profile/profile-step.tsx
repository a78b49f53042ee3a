"use client";
import { useQuery } from "@tanstack/react-query";
import { Spinner } from "@/components/ui/spinner";
import { getJson } from "@/lib/api/client";
import type { ProfileDto } from "@/lib/validation/profile";
import type { StepProps } from "../types";
import { ProfileForm, profileQueryKey } from "./profile-form";

export function ProfileStep({ character }: StepProps) {
  const characterId = character.id;
  const query = useQuery({
    queryKey: profileQueryKey(characterId),
    queryFn: () => getJson<ProfileDto>(`/api/user/characters/${characterId}/profile`) as Promise<ProfileDto>,
  });
  if (query.isPending)
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading profile" />
      </div>
    );
  if (query.isError)
    return (
      <p role="alert" className="text-destructive">
        Could not load the profile. Please reload the page.
      </p>
    );
  // The form starts "saved" from the loaded profile and then owns its values.
  return <ProfileForm characterId={characterId} initial={query.data} character={character} />;
}
