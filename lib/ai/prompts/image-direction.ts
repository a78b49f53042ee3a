import { directionFor, type CharacterDirection } from "./direction";

// The wizard's fields as they read in an image prompt. "Avoid" is no part of the prompt: it is
// the negative prompt, which Leonardo takes as `negative_prompt` (decision 104).
export type ImagePrompt = {
  prompt: string;
  negativePrompt?: string;
  /** The fields the prompt was built from (the demo generator draws them). */
  direction: CharacterDirection;
};

/** "Label value." with the buyer's own trailing full stop not doubled. */
export const sentence = (lead: string, value: string) => `${lead}${value.replace(/[.\s]+$/, "")}.`;

/**
 * A headshot's or a shot's prompt with the character's look added: who the person is, outfit,
 * light, mood, camera and extra keywords, as far as the prompt concerns them.
 */
export function withImageDirection(prompt: string, direction: CharacterDirection | undefined, concern: "headshot" | "shot" | "composed"): ImagePrompt {
  const d = directionFor(direction, concern);
  const extra = [
    d.subject && sentence("The person: ", d.subject),
    d.outfit && sentence("Wearing ", d.outfit),
    d.lighting && sentence("Lighting: ", d.lighting),
    d.mood && sentence("Mood: ", d.mood),
    d.camera && sentence("Camera: ", d.camera),
    d.keywords && sentence("Style: ", d.keywords),
  ].filter(Boolean);
  return { prompt: [prompt.trim(), ...extra].join(" "), ...(d.avoid && { negativePrompt: d.avoid }), direction: d };
}
