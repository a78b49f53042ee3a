"use client";
import { Button } from "./button";

type Props = {
  hasMore: boolean;
  loadingMore: boolean;
  failed: boolean;
  onLoadMore: () => void;
  /** The button's text, e.g. "Load more characters". */
  label: string;
  /** What the end of the list says, e.g. "That's all your characters". */
  endText: string;
};

/**
 * The foot of a paginated list: a button for the next page while there is one, then a visible
 * end. Its height stays the same in every state, so nothing below it moves; new items land
 * above it, under the ones already read, and the focused button stays where it was.
 */
export function LoadMore({ hasMore, loadingMore, failed, onLoadMore, label, endText }: Props) {
  return (
    <div className="mt-8 flex flex-col items-center justify-center gap-2 text-center" data-testid="list-end">
      {hasMore ? (
        // aria-disabled, not disabled, while a page loads: a disabled button would drop the focus.
        <Button variant="outline" className="h-11 min-w-48" aria-disabled={loadingMore} onClick={() => !loadingMore && onLoadMore()}>
          {loadingMore ? "Loading..." : label}
        </Button>
      ) : (
        <p className="flex h-11 items-center text-sm text-muted-foreground">{endText}</p>
      )}
      <p role="status" className="min-h-5 text-sm text-destructive">
        {failed && !loadingMore ? "Couldn't load more. Please try again." : ""}
      </p>
    </div>
  );
}
