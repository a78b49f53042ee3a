// An address from a title (a lesson, a module, a public character page): lower-case ASCII words joined by dashes, accents
// folded ("Café noir" → "cafe-noir"). A title with no letters or digits falls back to `fallback`.
export function slugFromTitle(title: string, fallback: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return slug || fallback;
}

/** `base`, or `base-2`, `base-3`... : the first that is not in `taken`. */
export function freeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
