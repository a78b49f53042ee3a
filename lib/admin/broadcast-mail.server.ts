import "server-only";
import { appUrl } from "@/lib/env";
import { renderLessonMarkdown } from "@/lib/course/markdown.server";
import { applyMergeFields, type MergeValues } from "@/lib/email/merge-fields";

// One message, two parts, one renderer (decision 415): the seller's Markdown with the recipient's
// merge fields is the text part as written (Markdown reads well as plain text), and the HTML part is that same text through the
// lesson renderer and its sanitiser, the one the console's preview shows. No raw HTML of the
// seller's reaches a mail: remark-rehype drops it and rehype-sanitize cleans the rest.

export function mergeValuesFor(email: string): MergeValues {
  const base = appUrl().replace(/\/+$/, "");
  return { email, course_link: `${base}/user/course`, account_link: `${base}/user/settings/account` };
}

/** What the console's preview and the sample mail show in place of a recipient. */
export const SAMPLE_RECIPIENT = "buyer@example.com";

export type RenderedMail = { subject: string; text: string; html: string };

/** Wraps the rendered body in the mail's one layout: a readable column, nothing else. */
const layout = (body: string) =>
  `<!doctype html><html><body style="margin:0;padding:24px;font-family:system-ui,-apple-system,Segoe UI,sans-serif;line-height:1.5;color:#111"><div style="max-width:600px;margin:0 auto">${body}</div></body></html>`;

export function renderMail(message: { subject: string; markdown: string }, email: string): RenderedMail {
  const values = mergeValuesFor(email);
  // The text part reads the values as they are; the HTML part's Markdown has them escaped.
  const text = applyMergeFields(message.markdown, values, { markdown: false });
  const html = layout(renderLessonMarkdown(applyMergeFields(message.markdown, values, { markdown: true })));
  return { subject: applyMergeFields(message.subject, values, { markdown: false }), text, html };
}

/** The body only, for the console's preview pane (the page supplies its own frame). */
export function previewMail(message: { subject: string; markdown: string }) {
  const values = mergeValuesFor(SAMPLE_RECIPIENT);
  return {
    subject: applyMergeFields(message.subject, values, { markdown: false }),
    html: renderLessonMarkdown(applyMergeFields(message.markdown, values, { markdown: true })),
  };
}
