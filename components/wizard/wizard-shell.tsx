"use client";
import Link from "next/link";
import { useCallback, useState, type ReactNode } from "react";
import { useSearchParams } from "next/navigation";
import { ArrowLeft } from "lucide";
import { StaticIcon } from "@/components/ui/static-icon";
import { Badge } from "@/components/ui/badge";
import type { StepLink } from "@/lib/studio/wizard/registry";
import { stepIndexIn } from "@/lib/studio/wizard/step-index";
import { STEP_COMPONENTS } from "./steps/step-components";
import type { WizardCharacter } from "./steps/types";
import { nicheFromStep } from "@/lib/validation/niche";
import type { StepData } from "@/lib/validation/step-data";
import { WizardFooter } from "./wizard-footer";
import { CharacterSettings } from "./character-settings";

/**
 * The twelve-step wizard. The current step lives in ?step= (slug) so a reload or a shared link
 * lands on it; moving between steps rewrites the URL without a server round trip. The page hands
 * it the registry's steps (slug and title) and its server-rendered notes; each step's own module
 * loads when the step opens (decision 152).
 */
export function WizardShell({ character, steps, note }: { character: WizardCharacter; steps: StepLink[]; note?: ReactNode }) {
  const searchParams = useSearchParams();
  const index = stepIndexIn(
    steps.map((s) => s.slug),
    searchParams.get("step"),
  );
  const step = steps[index]!;
  const Step = STEP_COMPONENTS[step.slug];
  // Steps remount when left and re-entered; this keeps what they saved meanwhile. A store that
  // draws nothing (a step reads it only when it mounts): as state, every keystroke re-rendered
  // the header and the footer with the step, inside the input's frame (issue 49, INP).
  const [name, setName] = useState(character.name);
  const [savedSteps] = useState(() => new Map<string, StepData>(Object.entries(character.steps)));
  // A reference image made in the Reference step is the Images step's source without a reload.
  const [reference, setReference] = useState({
    referenceImageUrl: character.referenceImageUrl,
    referenceImageId: character.referenceImageId,
    referenceAssetId: character.referenceAssetId,
  });
  // The Niche step's choice is the character's niche as soon as it is picked (saved with the step).
  const [stepNiche, setStepNiche] = useState(() => nicheFromStep(character.steps.niche));
  const niche = stepNiche ?? character.niche;
  const keepStep = useCallback(
    (slug: string, data: StepData) => {
      savedSteps.set(slug, data);
      if (slug === "niche") setStepNiche(nicheFromStep(data));
    },
    [savedSteps],
  );

  const go = useCallback(
    (next: number) => {
      const target = steps[Math.max(0, Math.min(steps.length - 1, next))]!;
      const params = new URLSearchParams(window.location.search);
      params.set("step", target.slug);
      window.history.pushState(null, "", `?${params.toString()}`);
      window.scrollTo({ top: 0 });
    },
    [steps],
  );

  // At least a screen tall: the site footer starts below the fold, so a step whose content grows
  // after the first paint (data, images, a module still loading) never pushes it into view.
  return (
    <div className="mx-auto min-h-svh w-full max-w-5xl px-4 pb-40 pt-6 sm:pt-8">
      <header className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-start gap-3">
          <Link
            href="/user/characters"
            aria-label="Back to characters"
            className="flex size-11 shrink-0 items-center justify-center rounded-md border hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
          >
            <StaticIcon icon={ArrowLeft} className="size-5" />
          </Link>
          <div className="min-w-0">
            <h1 className="truncate text-xl font-bold tracking-tight sm:text-2xl">{name || "Unnamed Character"}</h1>
            <p className="truncate text-sm text-muted-foreground">{niche || "No niche set"}</p>
          </div>
        </div>
        <div className="flex items-center gap-2 self-start sm:self-center">
          <Badge variant="accent" className="px-3 py-1 text-sm" data-testid="step-badge">
            {step.title}
          </Badge>
          <CharacterSettings id={character.id} name={name} onRenamed={setName} />
        </div>
      </header>
      {note}
      <section aria-labelledby="wizard-step-title">
        {/* The step's heading for assistive technology; the badge above shows the same title. */}
        <h2 id="wizard-step-title" className="sr-only">
          {step.title} step
        </h2>
        <Step
          key={step.slug}
          character={{ ...character, name, niche, ...reference }}
          initial={savedSteps.get(step.slug) ?? {}}
          onLocalChange={(data) => keepStep(step.slug, data)}
          onReference={(image) => setReference({ referenceImageUrl: image.imageUrl, referenceImageId: image.imageId, referenceAssetId: image.assetId })}
        />
      </section>
      <WizardFooter steps={steps} index={index} onGo={go} />
    </div>
  );
}
