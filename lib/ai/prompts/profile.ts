import type { ProfileVariables } from "@/lib/validation/ai";
import { directionFor, directionLines, type CharacterDirection } from "./direction";
import { sentence } from "./image-direction";

const NAME_LEAD = "The persona's name is ";

/** The name profilePrompt put in a prompt, if any (the demo generator keeps it too). */
export function nameInProfilePrompt(prompt: string): string | undefined {
  const start = prompt.indexOf(NAME_LEAD);
  if (start < 0) return undefined;
  const rest = prompt.slice(start + NAME_LEAD.length).split("\n")[0]!;
  return rest.endsWith(".") ? rest.slice(0, -1).trim() || undefined : undefined;
}

/**
 * The generator's prompt from its variables; "Additional Direction" is appended when given (spec
 * section 7). In the wizard the character already has a name, so the persona is told to keep it.
 */
export function profilePrompt(v: ProfileVariables, characterName?: string): string {
  const heritage = v.ethnicity2 === "none" || v.ethnicity2 === v.ethnicity1 ? v.ethnicity1 : `${v.ethnicity1} and ${v.ethnicity2}`;
  const name = characterName?.trim();
  const base =
    `Create a social media influencer persona: a ${v.age}-year-old ${v.gender} of ${heritage} heritage, ` +
    `working as a ${v.profession}, creating content in the ${v.niche} niche.` +
    (name ? ` ${NAME_LEAD}${name}.` : "");
  const extra = v.additionalDirection?.trim();
  return extra ? `${base}\n\nAdditional Direction: ${extra}` : base;
}

const PROFILE_LABELS = { subject: "Who they are", niche: "Niche", expertise: "Expertise", audience: "Audience", mood: "Mood of their content" } as const;

/**
 * The generator's prompt with the character's saved direction (decision 104): who they are,
 * niche, expertise, audience and mood, then what to avoid. Added on the server.
 */
export function withProfileDirection(prompt: string, direction: CharacterDirection | undefined): string {
  const d = directionFor(direction, "profile");
  const lines = directionLines(d, PROFILE_LABELS);
  return [
    prompt,
    ...(lines.length ? [`Character direction from the wizard:\n${lines.map((l) => `- ${l}`).join("\n")}`] : []),
    ...(d.avoid ? [sentence("Avoid: ", d.avoid)] : []),
  ].join("\n\n");
}
