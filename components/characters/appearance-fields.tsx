"use client";
import { useFormContext } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Field } from "@/components/ui/field";
import type { CreateCharacterInput } from "@/lib/validation/character";
import { BUILDS, ETHNICITIES, GENDERS, MAX_AGE, MIN_AGE } from "@/lib/validation/character-lists";

const AGES = Array.from({ length: MAX_AGE - MIN_AGE + 1 }, (_, i) => MIN_AGE + i);
const label = (v: string) => v.charAt(0).toUpperCase() + v.slice(1).replace("-", " ");
const orNull = (v: string) => (v === "" ? null : v);

const SELECTS: { key: keyof CreateCharacterInput; text: string; options: readonly (string | number)[]; toValue: (v: string) => unknown }[] = [
  { key: "gender", text: "Gender", options: GENDERS, toValue: orNull },
  { key: "age", text: "Age", options: AGES, toValue: (v) => (v === "" || v == null ? null : Number(v)) },
  { key: "ethnicity", text: "Ethnicity", options: ETHNICITIES, toValue: orNull },
  { key: "build", text: "Build", options: BUILDS, toValue: orNull },
];

const TEXTS: [keyof CreateCharacterInput, string, string][] = [
  ["hairColor", "Hair colour", "e.g. auburn"],
  ["hairStyle", "Hair style", "e.g. long waves"],
  ["eyeColor", "Eye colour", "e.g. hazel"],
  ["height", "Height", "e.g. tall, or 172 cm"],
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
      {SELECTS.map(({ key, text, options, toValue }) => (
        <Field key={key} id={key} label={text} error={formState.errors[key]?.message as string | undefined}>
          <NativeSelect id={key} {...register(key, { setValueAs: toValue })}>
            <option value="">Not set</option>
            {options.map((o) => (
              <option key={o} value={o}>
                {typeof o === "number" ? o : label(o)}
              </option>
            ))}
          </NativeSelect>
        </Field>
      ))}
      {TEXTS.map(([key, text, placeholder]) => (
        <Field key={key} id={key} label={text} error={formState.errors[key]?.message as string | undefined}>
          <Input id={key} className="h-11" placeholder={placeholder} {...register(key)} />
        </Field>
      ))}
    </div>
  );
}
