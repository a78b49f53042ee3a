"use client";
import dynamic from "next/dynamic";
import type { ComponentType } from "react";
import type { WizardSlug } from "@/lib/studio/wizard/registry";
import type { StepProps } from "./types";
import { StepLoading } from "./shared/step-loading";

/**
 * Each registry step's module, loaded on demand: the page ships only the step it opens, so the
 * calendar, drag and drop, audio and image grids of the other steps stay off the first load
 * (decision 152). Keyed by the registry's slugs (TypeScript refuses a missing or extra one, step-components.test.ts
 * holds the two maps to the same modules); it
 * lives apart from lib/studio/wizard/registry.ts because route handlers import the registry and
 * must not pull client components in (decision 122).
 */
export const STEP_MODULES: Record<WizardSlug, () => Promise<ComponentType<StepProps>>> = {
  profile: () => import("./profile/profile-step").then((m) => m.ProfileStep),
  variables: () => import("./variables/variables-step").then((m) => m.VariablesStep),
  niche: () => import("./niche/niche-step").then((m) => m.NicheStep),
  reference: () => import("./reference/reference-step").then((m) => m.ReferenceStep),
  images: () => import("./images/images-step").then((m) => m.ImagesStep),
  socials: () => import("./socials/socials-step").then((m) => m.SocialsStep),
  messages: () => import("./messages/messages-step").then((m) => m.MessagesStep),
  voice: () => import("./voice/voice-step").then((m) => m.VoiceStep),
  composition: () => import("./composition/composition-step").then((m) => m.CompositionStep),
  "mirage-video": () => import("./mirage-video/mirage-video-step").then((m) => m.MirageVideoStep),
  "capcut-video": () => import("./capcut-video/capcut-video-step").then((m) => m.CapcutVideoStep),
  posts: () => import("./posts/posts-step").then((m) => m.PostsStep),
};

// Written out per step: next/dynamic finds the module to render on the server and to preload
// for hydration only in an import() it can see inside its own call.
const loading = () => <StepLoading />;
export const STEP_COMPONENTS: Record<WizardSlug, ComponentType<StepProps>> = {
  profile: dynamic(() => import("./profile/profile-step").then((m) => m.ProfileStep), { loading }),
  variables: dynamic(() => import("./variables/variables-step").then((m) => m.VariablesStep), { loading }),
  niche: dynamic(() => import("./niche/niche-step").then((m) => m.NicheStep), { loading }),
  reference: dynamic(() => import("./reference/reference-step").then((m) => m.ReferenceStep), { loading }),
  images: dynamic(() => import("./images/images-step").then((m) => m.ImagesStep), { loading }),
  socials: dynamic(() => import("./socials/socials-step").then((m) => m.SocialsStep), { loading }),
  messages: dynamic(() => import("./messages/messages-step").then((m) => m.MessagesStep), { loading }),
  voice: dynamic(() => import("./voice/voice-step").then((m) => m.VoiceStep), { loading }),
  composition: dynamic(() => import("./composition/composition-step").then((m) => m.CompositionStep), { loading }),
  "mirage-video": dynamic(() => import("./mirage-video/mirage-video-step").then((m) => m.MirageVideoStep), { loading }),
  "capcut-video": dynamic(() => import("./capcut-video/capcut-video-step").then((m) => m.CapcutVideoStep), { loading }),
  posts: dynamic(() => import("./posts/posts-step").then((m) => m.PostsStep), { loading }),
};
