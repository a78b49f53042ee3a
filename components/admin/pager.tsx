import Link from "next/link";

/** An operator list's URL: only the filters that are set, and the page when past the first. */
export function listHref(base: string, filters: Record<string, string | undefined>, page = 1) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return `${base}${search ? `?${search}` : ""}`;
}

type Props = {
  page: number;
  pages: number;
  /** What the list holds, e.g. "12 leads". */
  summary: string;
  /** The URL of another page of the same list (filters kept). */
  hrefFor: (page: number) => string;
};

/** The back office's pager under a newest-first list: the count, where you are, Newer and Older. */
export function Pager({ page, pages, summary, hrefFor }: Props) {
  return (
    <nav aria-label="Pages" className="flex items-center justify-between text-sm">
      <span className="text-muted-foreground">
        {summary} · page {page} of {Math.max(pages, 1)}
      </span>
      <span className="flex gap-3">
        {page > 1 && (
          <Link href={hrefFor(page - 1)} className="text-primary hover:underline">
            ← Newer
          </Link>
        )}
        {page < pages && (
          <Link href={hrefFor(page + 1)} className="text-primary hover:underline">
            Older →
          </Link>
        )}
      </span>
    </nav>
  );
}
