"use client";
import { useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { GeneratedProfile, ProfileVariables } from "@/lib/validation/ai";
import { ProfileGenerator } from "./profile-generator";
import { ProfileSummary } from "./profile-summary";
import { ScriptGenerator } from "./script-generator";
import { ReferenceImagePanel, type ReferenceImage } from "./reference-image-panel";
import { ConsistencyTest } from "./consistency-test";
import { VoicePreview } from "./voice-preview";

/** The three test panels of /tests/ai: text, image and voice, sharing the generated character. */
export function AiTestBench() {
  const [profile, setProfile] = useState<GeneratedProfile | null>(null);
  const [variables, setVariables] = useState<ProfileVariables | null>(null);
  const [reference, setReference] = useState<ReferenceImage | null>(null);

  const ethnicity = variables && (variables.ethnicity2 === "none" ? variables.ethnicity1 : `${variables.ethnicity1} and ${variables.ethnicity2}`);
  const attributes = variables && { age: variables.age, gender: variables.gender, ethnicity, name: profile?.name };

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Text</CardTitle>
          <CardDescription>Character profile and video script</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <ProfileGenerator
            onGenerated={(p, v) => {
              setProfile(p);
              setVariables(v);
            }}
          />
          {profile && <ProfileSummary profile={profile} />}
          <ScriptGenerator character={profile && { name: profile.name, niche: variables?.niche }} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Images</CardTitle>
          <CardDescription>Reference image (3:4), then four consistent 9:16 shots</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <ReferenceImagePanel attributes={attributes} onReference={setReference} />
          {reference ? (
            <ConsistencyTest reference={reference} character={attributes} />
          ) : (
            <p className="text-sm text-muted-foreground">The consistency test becomes available once a reference image exists.</p>
          )}
        </CardContent>
      </Card>
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle as="h2">Voice</CardTitle>
          <CardDescription>Choose a model and voice, then listen</CardDescription>
        </CardHeader>
        <CardContent>
          <VoicePreview hasCharacter={profile !== null} />
        </CardContent>
      </Card>
    </div>
  );
}
