import type { ReferenceImage } from "@/components/ai/reference-image-panel";
import type { loadWizard } from "@/lib/studio/characters.server";
import type { StepData } from "@/lib/validation/step-data";

/** The character as the wizard page loads it (lib/studio/characters.server.ts loadWizard). */
export type WizardCharacter = NonNullable<Awaited<ReturnType<typeof loadWizard>>>;

/** What the shell gives every step component. */
export type StepProps = {
  character: WizardCharacter;
  /** What the step saved last (its step data; {} before the first save). */
  initial: StepData;
  /** Keeps the step's latest fields in the shell, so leaving and re-entering shows them. */
  onLocalChange: (data: StepData) => void;
  onReference: (image: ReferenceImage) => void;
};
