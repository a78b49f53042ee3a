import "server-only";
import { appUrl } from "@/lib/env";
import { renderLessonMarkdown } from "@/lib/course/markdown.server";
import { applyMergeFields, type MergeValues } from "@/lib/email/merge-fields";
import type { MailBlock } from "@/lib/email/layout.server";

// One message, two parts, one renderer (decisions 415 and 432): the seller's Markdown with the
// recipient's merge fields (escaped as Markdown text) goes through the lesson renderer and its
// sanitiser, the one the console's preview shows; that HTML is the body of the mail's one layout
// (lib/email/layout.server.ts), and the text part is read from the laid-out HTML. No raw HTML of
// the seller's reaches a mail: remark-rehype drops it and rehype-sanitize cleans the rest.

export function mergeValuesFor(email: string): MergeValues {
  const base = appUrl().replace(/\/+$/, "");
  return { email, course_link: `${base}/user/course`, account_link: `${base}/user/settings/account` };
}

/** What the console's preview and the sample mail show in place of a recipient. */
export const SAMPLE_RECIPIENT = "buyer@example.com";

/** The message for one recipient as the layout's template: the subject and the rendered body. */
export function mailTemplate(message: { subject: string; markdown: string }, email: string): { subject: string; blocks: MailBlock[] } {
  const values = mergeValuesFor(email);
  return {
    subject: applyMergeFields(message.subject, values, { markdown: false }),
    blocks: [{ sanitisedHtml: renderLessonMarkdown(applyMergeFields(message.markdown, values, { markdown: true })) }],
  };
}

/** The body only, for the console's preview pane (the page supplies its own frame): the send's body block. */
export function previewMail(message: { subject: string; markdown: string }) {
  const { subject, blocks } = mailTemplate(message, SAMPLE_RECIPIENT);
  const [body] = blocks;
  return { subject, html: body && "sanitisedHtml" in body ? body.sanitisedHtml : "" };
}
