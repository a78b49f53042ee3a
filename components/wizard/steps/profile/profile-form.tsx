"use client";
import type { GeneratorCharacter } from "./profile-generator-card";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Save } from "lucide";
import { StaticIcon } from "@/components/ui/static-icon";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input, Textarea } from "@/components/ui/input";
import { Field } from "@/components/ui/field";
import { apiRequest } from "@/lib/api/client";
import { queryKeys } from "@/lib/api/query-keys";
import { notify } from "@/lib/utils/notify";
import { useLeaveGuard } from "@/lib/utils/use-leave-guard";
import { sessionDraft } from "@/lib/utils/session-draft";
import { applyGeneratedProfile } from "@/lib/studio/profile-merge";
import type { GeneratedProfile, ProfileDto } from "@/lib/validation/profile";
import { lazyZodResolver } from "@/lib/utils/lazy-zod-resolver";
import { PROFILE_FLAGS, PROFILE_SECTIONS } from "@/lib/studio/wizard/profile/profile-fields";
import { ProfileGeneratorCard } from "./profile-generator-card";

export const profileQueryKey = queryKeys.profile;
// zod and the schema load on the first save, not with the step (decision 231).
const resolver = lazyZodResolver<ProfileDto>(() => import("@/lib/validation/profile").then((m) => m.profileSchema));

/** The profile details form. "Unsaved" on any edit or applied generation; saved after a save. */
export function ProfileForm({ characterId, initial, character }: { characterId: string; initial: ProfileDto; character: GeneratorCharacter }) {
  const queryClient = useQueryClient();
  const draftKey = `profile-draft:${characterId}`;
  // Unsaved edits from before a step change or reload come back, still unsaved.
  const [draft] = useState(() => sessionDraft.read<ProfileDto>(draftKey));
  const form = useForm<ProfileDto>({ resolver, defaultValues: draft ? { ...initial, ...draft } : initial });
  const [unsaved, setUnsaved] = useState(draft !== null);
  // The public page as last saved: its link shows only while the saved profile has it on.
  const [published, setPublished] = useState({ isPublic: initial.isPublic, path: initial.publicPath });
  // Edits made while a save is in flight keep the form "unsaved" after that save returns.
  const edits = useRef(0);
  const markEdited = () => {
    edits.current += 1;
    setUnsaved(true);
    sessionDraft.write(draftKey, form.getValues());
  };

  const save = useMutation({
    mutationFn: async (values: ProfileDto) => (await apiRequest("PUT", `/api/user/characters/${characterId}/profile`, values)).json() as Promise<ProfileDto>,
    onSuccess: (saved, _values, context) => {
      queryClient.setQueryData(profileQueryKey(characterId), saved);
      setPublished({ isPublic: saved.isPublic, path: saved.publicPath });
      if (edits.current === (context as number)) {
        setUnsaved(false);
        sessionDraft.clear(draftKey);
      }
      notify.success("Character profile saved successfully!");
    },
    onMutate: () => edits.current,
    onError: () => notify.error("Failed to save character profile. Please try again."),
  });

  const applyGenerated = (generated: GeneratedProfile) => {
    const { profile, changed } = applyGeneratedProfile(form.getValues(), generated);
    for (const field of changed) form.setValue(field, profile[field], { shouldDirty: true });
    if (changed.length > 0) markEdited();
  };

  // The tab's draft survives a reload but not a closed tab: ask before that.
  useLeaveGuard(unsaved);

  const label = save.isPending ? "Saving Profile..." : unsaved ? "Save Profile" : "Profile Saved";
  return (
    <div className="flex flex-col gap-6">
      <ProfileGeneratorCard onGenerated={applyGenerated} character={character} characterId={characterId} />
      {draft && unsaved && (
        <p role="status" className="text-sm text-muted-foreground">
          Your unsaved changes are back. Save Profile to keep them.
        </p>
      )}
      <form onChange={markEdited} onSubmit={form.handleSubmit((v) => save.mutate(v))} className="flex flex-col gap-6" noValidate>
        {PROFILE_SECTIONS.map((section) => (
          <Card key={section.title}>
            <CardHeader>
              <CardTitle className="text-base">{section.title}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4 sm:grid-cols-2">
              {section.fields.map((f) => (
                <Field
                  key={f.name}
                  id={`profile-${f.name}`}
                  label={f.label}
                  className={f.long ? "sm:col-span-2" : undefined}
                  error={form.formState.errors[f.name]?.message}
                >
                  {f.long ? (
                    <Textarea id={`profile-${f.name}`} rows={4} placeholder={f.placeholder} {...form.register(f.name)} />
                  ) : (
                    <Input id={`profile-${f.name}`} className="h-11" placeholder={f.placeholder} {...form.register(f.name)} />
                  )}
                </Field>
              ))}
            </CardContent>
          </Card>
        ))}
        <Card>
          <CardContent className="flex flex-col gap-3 pt-6">
            <div className="flex flex-wrap gap-6">
              {PROFILE_FLAGS.map((flag) => (
                <label key={flag.name} className="flex min-h-11 items-center gap-2 text-sm font-medium">
                  <input type="checkbox" className="size-5 accent-primary" {...form.register(flag.name)} /> {flag.label}
                </label>
              ))}
            </div>
            <PublicPageStatus isPublic={published.isPublic} path={published.path} />
          </CardContent>
        </Card>
        {/* An opaque bar resting on the step footer, so the button never floats over a field. */}
        <div className="sticky bottom-[var(--fixed-footer-height,0px)] z-20 -mx-4 flex justify-end border-t bg-background px-4 py-3 sm:mx-0 sm:rounded-t-lg sm:border-x">
          <Button type="submit" size="lg" disabled={!unsaved || save.isPending} title={unsaved ? undefined : "Nothing changed since the last save"}>
            <StaticIcon icon={Save} /> {label}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** What "Public profile" does, as saved: the page's link while it is on, what ticking it does while it is off. */
function PublicPageStatus({ isPublic, path }: { isPublic: boolean; path: string | null }) {
  if (isPublic && path) {
    return (
      <p className="text-sm" data-testid="public-page-status">
        Your public page is live at{" "}
        <a href={path} target="_blank" rel="noopener noreferrer" className="font-medium text-primary underline">
          {path}
        </a>
        : name, headshot, headline, about me, social links and the latest draft video.
      </p>
    );
  }
  return (
    <p className="text-sm text-muted-foreground" data-testid="public-page-status">
      Tick Public profile and save to publish a page at a short link with the name, headshot, about me, social links and latest draft video. While it is off,
      visitors get &quot;not found&quot;.
    </p>
  );
}
