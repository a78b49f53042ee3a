"use client";
import type { ComponentType } from "react";
import type { WizardSlug } from "./registry";
import type { StepProps } from "./types";
import { ProfileStep } from "./profile/profile-step";
import { VariablesStep } from "./variables/variables-step";
import { NicheStep } from "./niche/niche-step";
import { ReferenceStep } from "./reference/reference-step";
import { ImagesStep } from "./images/images-step";
import { SocialsStep } from "./socials/socials-step";
import { MessagesStep } from "./messages/messages-step";
import { VoiceStep } from "./voice/voice-step";
import { CompositionStep } from "./composition/composition-step";
import { MirageVideoStep } from "./mirage-video/mirage-video-step";
import { CapcutVideoStep } from "./capcut-video/capcut-video-step";
import { PostsStep } from "./posts/posts-step";

/**
 * Each registry step's component. Keyed by the registry's slugs (TypeScript refuses a missing or
 * extra one); it lives apart from registry.ts because route handlers import the registry and
 * must not pull client components in (decision 122).
 */
export const STEP_COMPONENTS: Record<WizardSlug, ComponentType<StepProps>> = {
  profile: ProfileStep,
  variables: VariablesStep,
  niche: NicheStep,
  reference: ReferenceStep,
  images: ImagesStep,
  socials: SocialsStep,
  messages: MessagesStep,
  voice: VoiceStep,
  composition: CompositionStep,
  "mirage-video": MirageVideoStep,
  "capcut-video": CapcutVideoStep,
  posts: PostsStep,
};
