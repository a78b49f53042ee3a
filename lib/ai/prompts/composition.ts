import { directionFor, type CharacterDirection } from "./direction";
import { withImageDirection, sentence, type ImagePrompt } from "./image-direction";
import { PERSON_TEMPLATE, fill, personValues, sceneOf, type ShotCharacter } from "./shots";

// A composed shot: the Composition step decides the framing and the scene (Preview Style and
// Apply Composition). Without a background or setting, a re-rendered shot keeps its scenario's
// scene, and a preview stands against a plain backdrop.

/** The Composition step's shot styles and the framing each one asks for. */
export const SHOT_STYLES: Record<string, { framing: string; closeUp: boolean }> = {
  "Close-up Portrait": { framing: "shoulders up", closeUp: true },
  "Medium Shot": { framing: "waist up", closeUp: false },
  "Wide Shot": { framing: "full body, with the surroundings in view", closeUp: false },
  "Action Shot": { framing: "full body, caught mid-movement", closeUp: false },
};

function framing(shotStyle: string | undefined) {
  if (!shotStyle) return { lead: "Shoulders-up close portrait", closeUp: true };
  const known = SHOT_STYLES[shotStyle];
  return { lead: known ? `${shotStyle} (${known.framing})` : shotStyle, closeUp: known?.closeUp ?? false };
}

function scene(d: CharacterDirection, scenarioKey?: string) {
  const parts = [d.setting && sentence("Setting: ", d.setting), d.background && sentence("Background: ", d.background)].filter(Boolean);
  if (parts.length) return parts.join(" ");
  return (scenarioKey && sceneOf(scenarioKey)?.scene) || "Against a plain studio backdrop.";
}

/** The prompt of a shot framed and set by the composition; `scenarioKey` names the shot it re-renders. */
export function composedShotPrompt(character: ShotCharacter, direction: CharacterDirection | undefined, scenarioKey?: string): ImagePrompt {
  const d = directionFor(direction, "composed");
  const frame = framing(d.shotStyle);
  const base = [
    `${frame.lead} of ${fill(PERSON_TEMPLATE, personValues(character))}`,
    scene(d, scenarioKey),
    "Same face, same identity as the reference.",
    frame.closeUp ? "Hands out of frame." : "",
    "Vertical 9:16 framing, photorealistic.",
  ]
    .filter(Boolean)
    .join(" ");
  return { ...withImageDirection(base, d, "composed"), direction: d };
}
