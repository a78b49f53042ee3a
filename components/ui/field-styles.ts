// Field looks as plain class strings, for markup that must not pull in the class-merging `cn`
// (the services page's contact form is rendered before its script is loaded).
export const inputClassName =
  "flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-sm placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 read-only:bg-muted aria-invalid:border-destructive md:text-sm";
export const textareaClassName =
  "flex min-h-20 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-sm placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 md:text-sm";
export const labelClassName = "text-sm font-medium leading-none peer-disabled:opacity-70";
export const selectClassName = "h-11 rounded-md border border-input bg-background px-3 text-base md:text-sm";

/** A pressable choice chip (aria-pressed): the Niche step's options, the profile generator's picks. */
export function choiceChipClassName(on: boolean, shape: "card" | "pill" = "card") {
  const base = "min-h-11 border px-3 text-left text-sm transition-colors focus-visible:outline-2 focus-visible:outline-ring motion-reduce:transition-none";
  const form = shape === "pill" ? "rounded-full py-1.5" : "rounded-lg py-2";
  return `${base} ${form} ${on ? "border-primary bg-accent text-accent-foreground" : "bg-background hover:bg-muted"}`;
}
