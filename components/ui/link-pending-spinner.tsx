"use client";
import { useLinkStatus } from "next/link";

/**
 * Inside a Link: a small spinner while the page it opens is on its way. The dashboard and the
 * wizard arrive whole from the server (no streamed loading screen, decision 160), so this is
 * their loading spinner: it shows from the click until the page is there. Positioned over the
 * link's own padding, so it moves nothing. Plain class names, not `cn()`: the header's links are
 * on the marketing pages, which ship no class-merging script (decision 033).
 */
export function LinkPendingSpinner({ label, className = "" }: { label: string; className?: string }) {
  const { pending } = useLinkStatus();
  if (!pending) return null;
  return (
    <span
      role="status"
      aria-label={label}
      className={`absolute top-1/2 inline-block size-3.5 -translate-y-1/2 animate-spin rounded-full border-2 border-primary/30 border-t-primary ${className}`}
    />
  );
}
