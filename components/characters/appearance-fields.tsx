"use client";
import { useFormContext } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/select";
import { Field } from "@/components/ui/field";
import { BUILDS, ETHNICITIES, GENDERS, MAX_AGE, MIN_AGE, type CreateCharacterInput } from "@/lib/validation/character";

const AGES = Array.from({ length: MAX_AGE - MIN_AGE + 1 }, (_, i) => MIN_AGE + i);
const label = (v: string) => v.charAt(0).toUpperCase() + v.slice(1).replace("-", " ");
const orNull = (v: string) => (v === "" ? null : v);

const TEXTS: [keyof CreateCharacterInput, string, string][] = [
  ["hairColor", "Hair colour", "e.g. auburn"],
  ["hairStyle", "Hair style", "e.g. long waves"],
  ["eyeColor", "Eye colour", "e.g. hazel"],
  ["stylePreference", "Style preference", "e.g. smart casual"],
  ["distinctiveFeatures", "Distinctive features", "e.g. freckles, dimples"],
  ["location", "Location", "e.g. Lisbon, Portugal"],
  ["personalityTrait1", "Personality trait 1", "e.g. upbeat"],
  ["personalityTrait2", "Personality trait 2", "e.g. curious"],
  ["personalityTrait3", "Personality trait 3", "e.g. witty"],
];

/** The appearance attributes used when the image prompts are built (spec section 3). */
export function AppearanceFields() {
  const { register, formState } = useFormContext<CreateCharacterInput>();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id="gender" label="Gender">
        <NativeSelect id="gender" {...register("gender", { setValueAs: orNull })}>
          <option value="">Not set</option>
          {GENDERS.map((g) => <option key={g} value={g}>{label(g)}</option>)}
        </NativeSelect>
      </Field>
      <Field id="age" label="Age" error={formState.errors.age?.message}>
        <NativeSelect id="age" {...register("age", { setValueAs: (v: string) => (v === "" || v == null ? null : Number(v)) })}>
          <option value="">Not set</option>
          {AGES.map((a) => <option key={a} value={a}>{a}</option>)}
        </NativeSelect>
      </Field>
      <Field id="ethnicity" label="Ethnicity">
        <NativeSelect id="ethnicity" {...register("ethnicity", { setValueAs: orNull })}>
          <option value="">Not set</option>
          {ETHNICITIES.map((e) => <option key={e} value={e}>{label(e)}</option>)}
        </NativeSelect>
      </Field>
      <Field id="build" label="Build">
        <NativeSelect id="build" {...register("build", { setValueAs: orNull })}>
          <option value="">Not set</option>
          {BUILDS.map((b) => <option key={b} value={b}>{label(b)}</option>)}
        </NativeSelect>
      </Field>
      {TEXTS.map(([key, text, placeholder]) => (
        <Field key={key} id={key} label={text} error={formState.errors[key]?.message as string | undefined}>
          <Input id={key} className="h-11" placeholder={placeholder} {...register(key)} />
        </Field>
      ))}
    </div>
  );
}
