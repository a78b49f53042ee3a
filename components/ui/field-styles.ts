// Field looks as plain class strings, for markup that must not pull in the class-merging `cn`
// (the services page's contact form is rendered before its script is loaded).
export const inputClassName =
  "flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-sm placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 read-only:bg-muted md:text-sm";
export const textareaClassName =
  "flex min-h-20 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-sm placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 md:text-sm";
export const labelClassName = "text-sm font-medium leading-none peer-disabled:opacity-70";
export const selectClassName = "h-11 rounded-md border border-input bg-background px-3 text-base md:text-sm";
