"use client";
import { useState } from "react";
import { Sparkles } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ProfileGenerator } from "@/components/ai/profile-generator";
import type { GeneratedProfile } from "@/lib/validation/profile";

type Props = {
  /** Fills the form with a generated profile (only its non-empty fields) and marks it unsaved. */
  onGenerated: (profile: GeneratedProfile) => void;
};

/** The Profile step's AI generator: variables in, a drafted profile poured into the form below. */
export function ProfileGeneratorCard({ onGenerated }: Props) {
  const [filled, setFilled] = useState(false);
  return (
    <Card className="border-primary/30 bg-accent/30">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base"><Sparkles className="size-4 text-primary" /> Profile generator</CardTitle>
        <CardDescription>Pick the character&apos;s basics and let AI draft the profile below.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <ProfileGenerator
          onGenerated={(profile) => {
            onGenerated(profile);
            setFilled(true);
          }}
        />
        {/* The draft is not saved until the user reviews it: say so where they are looking. */}
        {filled && <p role="status" className="text-sm text-muted-foreground">The generated profile is filled in below. Review it, then Save Profile.</p>}
      </CardContent>
    </Card>
  );
}
