"use client";
import { useState } from "react";
import { Sparkles } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { GeneratedProfile } from "@/lib/validation/profile";

// Spec section 2: eight example bio prompts exist, three are shown.
const EXAMPLE_PROMPTS = [
  "A 28-year-old fitness coach from Miami who turned her own weight-loss story into a brand",
  "A tech-savvy finance creator who explains investing to first-time savers",
  "A travelling food lover who cooks local recipes in every country she visits",
  "A calm productivity mentor for busy founders",
  "A sustainable fashion stylist who thrifts every outfit",
  "A skincare chemist who debunks beauty myths",
  "A language teacher who makes lessons out of pop songs",
  "A van-life photographer sharing budget adventure tips",
];

export type ProfileGeneratorProps = {
  characterId: string;
  /** Fills the form with a generated profile (only its non-empty fields) and marks it unsaved. */
  onGenerated: (profile: GeneratedProfile) => void;
};

/**
 * INTEGRATION SEAM (AI issue): the profile generator. Until the text-generation service is wired,
 * the prompt box works but the Generate button is disabled and says what it will do. The AI
 * engineer replaces the button's body with a call to POST /api/ai/openai/generate-character and
 * passes the result's `character` to onGenerated.
 */
export function ProfileGeneratorSlot(props: ProfileGeneratorProps) {
  const [prompt, setPrompt] = useState("");
  void props;
  return (
    <Card className="border-primary/30 bg-accent/30">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base"><Sparkles className="size-4 text-primary" /> Profile generator</CardTitle>
        <CardDescription>Describe the character and let AI draft the profile below.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <Label htmlFor="generator-prompt">Describe your character</Label>
        <Textarea id="generator-prompt" value={prompt} onChange={(e) => setPrompt(e.target.value)} placeholder="Who are they, what do they post, who is it for?" />
        <div className="flex flex-wrap gap-2">
          {EXAMPLE_PROMPTS.slice(0, 3).map((example) => (
            <button key={example} type="button" onClick={() => setPrompt(example)} className="min-h-11 rounded-md border bg-background px-3 py-2 text-left text-xs hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring">
              {example}
            </button>
          ))}
        </div>
        <div className="flex flex-col items-start gap-1">
          <Button type="button" disabled><Sparkles /> Generate Profile</Button>
          <p className="text-xs text-muted-foreground">Will write the headline, bio, background and brand fields with AI once the AI services are connected.</p>
        </div>
      </CardContent>
    </Card>
  );
}
