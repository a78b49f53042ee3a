/**
 * The step index for a ?step= value: a slug or a 1-based number; anything else is step 1.
 * Apart from registry.ts (which carries each step's zod schema) so the browser can read ?step=
 * with the registry's slugs handed to it, without shipping the schemas (decision 152).
 */
export function stepIndexIn(slugs: readonly string[], value: string | string[] | undefined | null): number {
  const v = (Array.isArray(value) ? value[0] : value)?.toLowerCase();
  if (!v) return 0;
  const bySlug = slugs.indexOf(v);
  if (bySlug >= 0) return bySlug;
  const n = Number(v);
  return Number.isInteger(n) && n >= 1 && n <= slugs.length ? n - 1 : 0;
}
