"use client";
import { useInfiniteQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api/client";
import type { Page } from "@/lib/validation/list-page";

type Options<K extends string, T> = {
  queryKey: readonly unknown[];
  /** The list endpoint; the next page adds ?cursor= to it. */
  path: string;
  /** The field of a page that holds its items ("characters", "clients"). */
  field: K;
  /** Page one, read by the server render: shown at once, never fetched again on mount. */
  firstPage: Page<K, T>;
};

/**
 * A cursor-paginated list (decision 156) that starts from the page the server rendered and loads
 * the following ones on demand. The browser's cache is one per visit and never goes stale
 * (spec section 4), so the pages are dropped as soon as the list leaves the screen (gcTime 0):
 * coming back renders the server's fresh page one instead of pages loaded before a change.
 */
export function useListPages<K extends string, T>({ queryKey, path, field, firstPage }: Options<K, T>) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: async ({ pageParam }) => (await getJson<Page<K, T>>(pageParam ? `${path}?cursor=${encodeURIComponent(pageParam)}` : path)) as Page<K, T>,
    initialPageParam: "",
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    initialData: { pages: [firstPage], pageParams: [""] },
    gcTime: 0,
  });
  const pages = query.data?.pages ?? [firstPage];
  return {
    items: pages.flatMap((page) => page[field] as T[]),
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    /** The last attempt to load the next page failed (the pages already shown stay). */
    failed: query.isFetchNextPageError,
    loadMore: () => void query.fetchNextPage(),
  };
}
