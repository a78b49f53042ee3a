// Merge fields in a seller's Markdown (decision 415): `{{email}}` and the others below, by exact
// name only. The text is never evaluated as a template: each known name is replaced by its value,
// escaped so it reads as plain text in Markdown (a value cannot add a link or a heading), and a
// name not on the list is refused when the message is saved, never guessed at.

export const MERGE_FIELDS = {
  email: "The recipient's e-mail address",
  course_link: "The link to the course (sign-in page for a new device)",
  account_link: "The link to the recipient's account page",
} as const;

export type MergeField = keyof typeof MERGE_FIELDS;
export type MergeValues = Record<MergeField, string>;

const FIELD = /\{\{\s*([A-Za-z0-9_.-]*)\s*\}\}/g;
// Own names only: `in` would also find "constructor" and the rest of Object's prototype.
const isField = (name: string): name is MergeField => Object.hasOwn(MERGE_FIELDS, name);

/** The field names used in a text that are not on the list, each once, in order of first use. */
export function unknownMergeFields(text: string): string[] {
  const unknown = new Set<string>();
  for (const match of text.matchAll(FIELD)) if (!isField(match[1]!)) unknown.add(match[1]!);
  return [...unknown];
}

/** A value as literal Markdown text: every punctuation mark that Markdown reads is backslashed. */
export const escapeMarkdown = (value: string) => value.replace(/[\\`*_{}[\]()#+\-.!<>|~&"']/g, (c) => `\\${c}`);

/**
 * The text with each known field replaced by its value. `markdown` escapes the values for a
 * Markdown body; a subject line (plain text) takes them as they are. Unknown names stay as written
 * (the save refuses them, so only an old message could carry one).
 */
export function applyMergeFields(text: string, values: MergeValues, { markdown }: { markdown: boolean }): string {
  return text.replace(FIELD, (whole, name: string) => {
    if (!isField(name)) return whole;
    const value = values[name];
    return markdown ? escapeMarkdown(value) : value;
  });
}
