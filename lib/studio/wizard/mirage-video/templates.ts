// The script templates, apart from the step's schema so the step loads without zod (decision 160).
// Each sets the script's length: the generator writes to its word budget and the draft video
// runs its length (issue 48, decision 381).
import { wordsForSeconds, type ScriptSeconds } from "@/lib/video/format";

export const SCRIPT_TEMPLATES = [
  { value: "Introduction Video", label: "Introduction Video", detail: "30s", seconds: 30 },
  { value: "Product Review", label: "Product Review", detail: "60s", seconds: 60 },
  { value: "Tutorial Content", label: "Tutorial Content", detail: "90s", seconds: 90 },
  { value: "Motivational Speech", label: "Motivational Speech", detail: "45s", seconds: 45 },
] as const satisfies readonly { value: string; label: string; detail: string; seconds: ScriptSeconds }[];

export type ScriptTemplate = (typeof SCRIPT_TEMPLATES)[number];

/** The saved template by its name, or null for none (or a name no longer offered). */
export const scriptTemplate = (name: unknown): ScriptTemplate | null => SCRIPT_TEMPLATES.find((t) => t.value === name) ?? null;

/** The most words a draft video of this length reads: its budget and 10 % more. */
export const maxWordsFor = (seconds: number) => Math.round(wordsForSeconds(seconds) * 1.1);

/** The script box's hint: what the chosen template asks for, or that a template sets the length. */
export function scriptLengthHint(template: ScriptTemplate | null): string {
  if (!template) return "Pick a template above: it sets the script's length (30 s is about 75 words, 90 s about 225).";
  return `${template.label} runs ${template.seconds} s: about ${wordsForSeconds(template.seconds)} words. The draft video reads up to ${maxWordsFor(template.seconds)}.`;
}
