"use client";
import { useState } from "react";
import { Sparkles } from "lucide";
import { StaticIcon } from "@/components/ui/static-icon";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ProfileGenerator } from "@/components/ai/profile-generator";
import type { GeneratedProfile } from "@/lib/validation/profile";
import { GENDERS, MAX_AGE, MIN_AGE, NICHES } from "@/lib/validation/ai-options";
import type { ProfileVariables } from "@/lib/validation/ai";

type Props = {
  /** Fills the form with a generated profile (only its non-empty fields) and marks it unsaved. */
  onGenerated: (profile: GeneratedProfile) => void;
  character: GeneratorCharacter;
  /** The server shapes the profile with this character's saved Variables and Niche steps. */
  characterId: string;
};

export type GeneratorCharacter = { name: string; niche: string | null; gender: string | null; age: number | null };

/** The generator starts from what the character already is, where that is one of its choices. */
function startingVariables(c: GeneratorCharacter): Partial<ProfileVariables> {
  const start: Partial<ProfileVariables> = {};
  if ((NICHES as readonly (string | null)[]).includes(c.niche)) start.niche = c.niche as ProfileVariables["niche"];
  if ((GENDERS as readonly (string | null)[]).includes(c.gender)) start.gender = c.gender as ProfileVariables["gender"];
  if (c.age !== null && c.age >= MIN_AGE && c.age <= MAX_AGE) start.age = c.age;
  return start;
}

/** The Profile step's AI generator: variables in, a drafted profile poured into the form below. */
export function ProfileGeneratorCard({ onGenerated, character, characterId }: Props) {
  const [filled, setFilled] = useState(false);
  return (
    <Card className="border-primary/30 bg-accent/30">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <StaticIcon icon={Sparkles} className="size-4 text-primary" /> Profile generator
        </CardTitle>
        <CardDescription>Pick the character&apos;s basics and let AI draft the profile below.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <ProfileGenerator
          characterName={character.name}
          characterId={characterId}
          defaultValues={startingVariables(character)}
          onGenerated={(profile) => {
            onGenerated(profile);
            setFilled(true);
          }}
        />
        {/* The draft is not saved until the user reviews it: say so where they are looking. */}
        {filled && (
          <p role="status" className="text-sm text-muted-foreground">
            The generated profile is filled in below. Review it, then Save Profile.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
