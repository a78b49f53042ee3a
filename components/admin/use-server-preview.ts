"use client";
import { useEffect, useState } from "react";

/** How long typing must pause before the preview is asked for: one request per pause, not per key. */
const PREVIEW_PAUSE_MS = 300;

type Rendered<Input> = { input: Input; html: string };

/**
 * Markdown as typed, rendered by the server's own renderer (the one buyers and recipients get):
 * the course editor's lesson (POST /api/admin/course/preview) and the console's mails (POST
 * /api/admin/broadcasts/preview; decision 415). `initial` is the saved text's rendering, made with
 * the page, so a preview shows at once. `shown` is the input the HTML was rendered from.
 */
export function useServerPreview<Input extends Record<string, string>>(url: string, input: Input, initial: Rendered<Input> | null) {
  const [rendered, setRendered] = useState<Rendered<Input> | null>(initial);
  const [error, setError] = useState<string | null>(null);
  const key = JSON.stringify(input);
  const renderedKey = rendered && JSON.stringify(rendered.input);
  useEffect(() => {
    if (renderedKey === key) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const res = await fetch(url, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          credentials: "include",
          body: key,
          signal: controller.signal,
        });
        const answer = (await res.json()) as { html?: string; message?: string };
        if (!res.ok || typeof answer.html !== "string") throw new Error(answer.message ?? "The preview could not be rendered.");
        setRendered({ input: JSON.parse(key) as Input, html: answer.html });
        setError(null);
      } catch (caught) {
        if (!controller.signal.aborted) setError(caught instanceof Error ? caught.message : "The preview could not be rendered.");
      }
    }, PREVIEW_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [url, key, renderedKey]);
  return { shown: rendered?.input ?? null, html: rendered?.html ?? "", error, stale: !error && renderedKey !== key };
}

type MailInput = { subject: string; markdown: string };

/** A mail's HTML part for a subject and Markdown as typed; `initial` the saved draft's. */
export function useMailPreview(subject: string, markdown: string, initial: (MailInput & { html: string }) | null) {
  const { shown, html, error, stale } = useServerPreview<MailInput>(
    "/api/admin/broadcasts/preview",
    { subject, markdown },
    initial && { input: { subject: initial.subject, markdown: initial.markdown }, html: initial.html },
  );
  return { preview: shown && { ...shown, html }, error, stale };
}
