"use client";
import type { ReferenceImage } from "@/components/ai/reference-image-panel";
import type { WizardSlug } from "@/lib/studio/content/wizard-steps";
import { STATIC_STEPS, type StaticStep as StaticKey, type StepData } from "@/lib/validation/step-data";
import { ProfileStep } from "./steps/profile/profile-step";
import { SocialsStep } from "./steps/socials/socials-step";
import { ImagesStep } from "./steps/images-step";
import { StaticStep } from "./steps/static/static-step";
import type { WizardCharacter } from "./wizard-shell";

const isStatic = (slug: string): slug is StaticKey => (STATIC_STEPS as readonly string[]).includes(slug);

type Props = {
  slug: WizardSlug;
  character: WizardCharacter;
  savedSteps: Record<string, StepData>;
  onStepChange: (slug: string, data: StepData) => void;
  onReference: (image: ReferenceImage) => void;
};

export function StepContent({ slug, character, savedSteps, onStepChange, onReference }: Props) {
  if (slug === "profile") return <ProfileStep characterId={character.id} character={character} />;
  if (slug === "socials") return <SocialsStep characterId={character.id} />;
  if (slug === "images") return <ImagesStep character={character} />;
  if (isStatic(slug)) {
    return <StaticStep step={slug} character={character} initial={savedSteps[slug] ?? {}} onLocalChange={(data) => onStepChange(slug, data)} onReference={onReference} />;
  }
  return null;
}
