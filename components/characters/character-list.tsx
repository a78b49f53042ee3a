"use client";
import { LoadMore } from "@/components/ui/load-more";
import { queryKeys } from "@/lib/api/query-keys";
import { useListPages } from "@/lib/query/use-list-pages";
import type { CharacterPage } from "@/lib/validation/character";
import { CharacterCard } from "./character-card";

/** The characters grid: the server's first page at once, then "Load more" up to a visible end. */
export function CharacterList({ firstPage }: { firstPage: CharacterPage }) {
  const list = useListPages({ queryKey: queryKeys.characterPages, path: "/api/user/characters", field: "characters", firstPage });
  return (
    <>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {/* The first row on the widest grid (3 cards) is in view; the rest load as they near it. */}
        {list.items.map((c, i) => (
          <CharacterCard key={c.id} character={c} belowTheFold={i >= 3} />
        ))}
      </div>
      <LoadMore {...list} onLoadMore={list.loadMore} label="Load more characters" endText="That's all your characters." />
    </>
  );
}
