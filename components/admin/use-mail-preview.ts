"use client";
import { useEffect, useState } from "react";

/** How long typing must pause before the preview is asked for: one request per pause, not per key. */
const PREVIEW_PAUSE_MS = 300;

type Preview = { markdown: string; subject: string; html: string };

/**
 * The mail's HTML part for a subject and Markdown as typed, rendered by the server's own renderer
 * (POST /api/admin/broadcasts/preview, the one the send uses; decision 415). `initial` is the
 * saved text's preview, rendered with the page.
 */
export function useMailPreview(subject: string, markdown: string, initial: Preview | null) {
  const [preview, setPreview] = useState<Preview | null>(initial);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (preview && preview.markdown === markdown && preview.subject === subject) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const res = await fetch("/api/admin/broadcasts/preview", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          credentials: "include",
          body: JSON.stringify({ subject, markdown }),
          signal: controller.signal,
        });
        const answer = (await res.json()) as { html?: string; message?: string };
        if (!res.ok || typeof answer.html !== "string") throw new Error(answer.message ?? "The preview could not be rendered.");
        setPreview({ markdown, subject, html: answer.html });
        setError(null);
      } catch (caught) {
        if (!controller.signal.aborted) setError(caught instanceof Error ? caught.message : "The preview could not be rendered.");
      }
    }, PREVIEW_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [subject, markdown, preview]);
  const stale = !error && (!preview || preview.markdown !== markdown || preview.subject !== subject);
  return { preview, error, stale };
}
