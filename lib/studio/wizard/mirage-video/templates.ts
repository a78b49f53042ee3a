// The script templates, apart from the step's schema so the step loads without zod (decision 160).
export const SCRIPT_TEMPLATES = [
  { value: "Introduction Video", label: "Introduction Video", detail: "30s" },
  { value: "Product Review", label: "Product Review", detail: "60s" },
  { value: "Tutorial Content", label: "Tutorial Content", detail: "90s" },
  { value: "Motivational Speech", label: "Motivational Speech", detail: "45s" },
] as const;
