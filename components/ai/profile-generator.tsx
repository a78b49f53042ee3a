"use client";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Alert } from "@/components/ui/alert";
import { Spinner } from "@/components/ui/spinner";
import { ETHNICITIES, GENDERS, MAX_AGE, MIN_AGE, NICHES, PROFESSIONS, SECOND_ETHNICITIES } from "@/lib/validation/ai-options";
import type { GeneratedProfile, ProfileVariables, profileVariablesSchema } from "@/lib/validation/ai";
import { lazyZodResolver } from "@/lib/utils/lazy-zod-resolver";
import { profilePrompt } from "@/lib/ai/prompts/profile";
import { errorText, postAi } from "./api";
import { useCreateAction } from "@/lib/query/use-create-action";
import { ProfileQuickPicks } from "./profile-quick-picks";

const AGES = Array.from({ length: MAX_AGE - MIN_AGE + 1 }, (_, i) => MIN_AGE + i);
const DEFAULTS: ProfileVariables = {
  gender: "female",
  age: 25,
  ethnicity1: "caucasian",
  ethnicity2: "none",
  niche: NICHES[0],
  profession: PROFESSIONS[0],
  additionalDirection: "",
};

type Props = {
  /** Called with the generated profile and the variables it was made from. */
  onGenerated: (profile: GeneratedProfile, variables: ProfileVariables) => void;
  defaultValues?: Partial<ProfileVariables>;
  /** The wizard's character: the generated persona keeps this name. */
  characterName?: string;
  /** The wizard's character: its saved steps shape the profile (read on the server). */
  characterId?: string;
};

type VariablesInput = z.input<typeof profileVariablesSchema>;
// zod and lib/validation/ai's schemas load on the first Generate, not with the page (decision 231).
const resolver = lazyZodResolver<VariablesInput, ProfileVariables>(() => import("@/lib/validation/ai").then((m) => m.profileVariablesSchema));

/** The profile generator: variables (gender, age, two ethnicities, niche, profession) to a generated profile. */
export function ProfileGenerator({ onGenerated, defaultValues, characterName, characterId }: Props) {
  const form = useForm<VariablesInput, unknown, ProfileVariables>({
    resolver,
    defaultValues: { ...DEFAULTS, ...defaultValues },
  });
  const [error, setError] = useState<string | null>(null);
  const niche = useWatch({ control: form.control, name: "niche" });

  const generate = useCreateAction({
    mutationFn: (variables: ProfileVariables, request) =>
      postAi<{ character: GeneratedProfile }>(
        "/api/ai/openai/generate-character",
        { prompt: profilePrompt(variables, characterName), variables, ...(characterId && { characterId }) },
        request,
      ),
    onSuccess: ({ character }, variables) => onGenerated(character, variables),
    onError: (e) => setError(errorText(e)),
  });
  const submit = form.handleSubmit(
    (variables) => {
      setError(null);
      generate.run(variables);
    },
    // The selects cannot hold a wrong value, so a refusal here is the checks not loading: say it.
    (errors) => setError(Object.values(errors).find((e) => e?.message)?.message ?? null),
  );

  const select = (name: keyof ProfileVariables, label: string, options: readonly (string | number)[]) => (
    <div className="space-y-1.5">
      <Label htmlFor={`pg-${name}`}>{label}</Label>
      <NativeSelect id={`pg-${name}`} {...form.register(name)}>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </NativeSelect>
    </div>
  );

  return (
    <form onSubmit={submit} className="space-y-4" aria-label="Character profile variables">
      <div className="grid gap-3 sm:grid-cols-2">
        {select("gender", "Gender", GENDERS)}
        {select("age", "Age", AGES)}
        {select("ethnicity1", "Ethnicity", ETHNICITIES)}
        {select("ethnicity2", "Second ethnicity", SECOND_ETHNICITIES)}
        {select("niche", "Niche", NICHES)}
        {select("profession", "Profession", PROFESSIONS)}
      </div>
      <ProfileQuickPicks
        niche={String(niche)}
        onNiche={(niche) => form.setValue("niche", niche, { shouldDirty: true })}
        onPrompt={(prompt) => form.setValue("additionalDirection", prompt, { shouldDirty: true })}
      />
      <div className="space-y-1.5">
        <Label htmlFor="pg-additionalDirection">Additional Direction (optional)</Label>
        <Textarea id="pg-additionalDirection" rows={2} placeholder="e.g. loves film photography, speaks Spanish" {...form.register("additionalDirection")} />
      </div>
      {error && <Alert variant="destructive">{error}</Alert>}
      <Button type="submit" className="min-h-11 w-full sm:w-auto" disabled={generate.busy}>
        {generate.busy && <Spinner className="size-4 border-2 border-current/30 border-t-current" label="Working" />}
        Generate Profile
      </Button>
    </form>
  );
}
