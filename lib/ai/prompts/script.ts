import { directionFor, directionLines, type CharacterDirection } from "./direction";
import { sentence } from "./image-direction";

// The script writer's request (a video script or a post caption), with the character's
// direction from the wizard: who speaks, for whom, where, in what mood, and what to avoid.
export type ScriptRequest = { ask: string; topic: string; characterName?: string; niche?: string; direction?: CharacterDirection };

const LABELS = { subject: "Speaker", niche: "Niche", expertise: "Expertise", audience: "Audience", setting: "Filmed in", mood: "Tone" } as const;

export function scriptPrompt({ ask, topic, characterName, niche, direction }: ScriptRequest): string {
  const d = directionFor(direction, "script");
  const creatorNiche = d.niche ?? niche;
  const who = characterName ? `${characterName}${creatorNiche ? `, a ${creatorNiche} creator` : ""}` : "an AI influencer";
  const lines = directionLines(d, LABELS);
  return [
    `${ask} for ${who} about: ${topic}`,
    ...(lines.length ? [`Character direction:\n${lines.map((l) => `- ${l}`).join("\n")}`] : []),
    ...(d.avoid ? [sentence("Avoid: ", d.avoid)] : []),
  ].join("\n\n");
}
