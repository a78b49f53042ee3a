"use client";
import { useLinkStatus } from "next/link";
import { cn } from "@/lib/utils/cn";
import { Spinner } from "./spinner";

/**
 * Inside a Link: a small spinner while the page it opens is on its way. The dashboard and the
 * wizard arrive whole from the server (no streamed loading screen, decision 160), so this is
 * their loading spinner: it shows from the click until the page is there. Positioned over the
 * link's own padding, so it moves nothing.
 */
export function LinkPendingSpinner({ label, className }: { label: string; className?: string }) {
  const { pending } = useLinkStatus();
  if (!pending) return null;
  return <Spinner label={label} className={cn("absolute top-1/2 size-3.5 -translate-y-1/2 border-2", className)} />;
}
