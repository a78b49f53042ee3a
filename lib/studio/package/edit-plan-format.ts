// The CapCut step's fields as the package's edit/edit-plan.md: what an editor reads before
// cutting the shots and voice clips next to it. Empty fields are left out; no fields, no file.
const SECTIONS = [
  ["template", "Template"],
  ["transition", "Transition"],
  ["textStyle", "Caption style"],
  ["musicBed", "Music bed"],
  ["instructions", "Editing instructions"],
  ["music", "Music style"],
  ["effects", "Visual effects"],
] as const;

export function editPlanMarkdown(data: Record<string, unknown>): string | null {
  const parts = SECTIONS.flatMap(([key, title]) => {
    const value = typeof data[key] === "string" ? (data[key] as string).trim() : "";
    return value ? [`## ${title}\n\n${value}\n`] : [];
  });
  return parts.length ? `# Edit plan\n\n${parts.join("\n")}` : null;
}
