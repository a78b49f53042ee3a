import "server-only";
import { convert, type HtmlToTextOptions } from "html-to-text";
import { siteConfig } from "@/config/site";

// Every message's one layout (issue 45, item 4; decision 432): a message is a list of blocks, laid
// out once in MJML (which writes the tables mail clients need, so none is written by hand here),
// and its plain-text part is that same HTML read by html-to-text. Nothing of a message's text is
// written twice. Text from people (a visitor's message, the seller's note) is escaped as text; the
// seller's Markdown arrives already rendered and sanitised by the lesson renderer (the caller's:
// lib/course sits above this folder), so nothing a sender writes is ever evaluated here.

export type MailBlock =
  /** One paragraph: its lines as written, one under the other. A URL in a line becomes its link. */
  | { paragraph: string[] }
  /** A paragraph of text from a person, kept as written: escaped, its line breaks kept, no links made. */
  | { quote: string }
  /** Labelled values (a receipt's product, amount, date): a table of data, its labels aligned in the text part. */
  | { details: [label: string, value: string][] }
  /** HTML made by the sanitising Markdown renderer (lib/course/markdown.server.ts), and nothing else. */
  | { sanitisedHtml: string };

export type MailTemplate = {
  subject: string;
  blocks: MailBlock[];
  /** Marketing mail's footer: why the recipient gets it and the page that unsubscribes (decision 391). */
  unsubscribePage?: string;
};

export type RenderedParts = { html: string; text: string };

/** The footer's words, the same in both parts (tests and the unsubscribe page name them). */
export const FOOTER_REASON = `You receive this because you asked for news from ${siteConfig.name}.`;
export const FOOTER_LINK = "Unsubscribe in one click";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const URL_IN_TEXT = /https?:\/\/[^\s<>"']+/g;
/** An escaped line with its URLs as links (the link's text is its address, so the text part shows it once). */
const linked = (line: string) => escapeHtml(line).replace(URL_IN_TEXT, (url) => `<a href="${url}">${url}</a>`);

function blockHtml(block: MailBlock): string {
  if ("paragraph" in block) return `<mj-text><p>${block.paragraph.map(linked).join("<br>")}</p></mj-text>`;
  if ("quote" in block) return `<mj-text><p>${block.quote.split(/\r?\n/).map(escapeHtml).join("<br>")}</p></mj-text>`;
  if ("details" in block) {
    const rows = block.details.map(
      ([label, value]) => `<tr><td style="padding-right:12px;color:#555">${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`,
    );
    return `<mj-table css-class="mail-details" font-size="15px" line-height="24px">${rows.join("")}</mj-table>`;
  }
  return `<mj-text css-class="mail-markdown">${block.sanitisedHtml}</mj-text>`;
}

function document(template: MailTemplate): string {
  const footer = template.unsubscribePage
    ? `<mj-section><mj-column><mj-text css-class="mail-footer" font-size="12px" color="#666666"><p>${escapeHtml(FOOTER_REASON)}<br><a class="mail-unsubscribe" href="${escapeHtml(template.unsubscribePage)}">${FOOTER_LINK}</a></p></mj-text></mj-column></mj-section>`
    : "";
  return `<mjml lang="en">
  <mj-head>
    <mj-title>${escapeHtml(template.subject)}</mj-title>
    <mj-attributes>
      <mj-all font-family="system-ui, -apple-system, 'Segoe UI', Helvetica, Arial, sans-serif" />
      <mj-text font-size="15px" line-height="24px" color="#111111" padding="0 24px" />
      <mj-table padding="0 24px 12px" />
    </mj-attributes>
    <mj-style>.mail-markdown h1 { font-size: 22px; line-height: 30px; } .mail-markdown img { max-width: 100%; }</mj-style>
  </mj-head>
  <mj-body background-color="#f4f4f5" width="600px">
    <mj-section padding="24px 0 8px"><mj-column><mj-text css-class="mail-brand" font-size="16px" font-weight="700">${escapeHtml(siteConfig.name)}</mj-text></mj-column></mj-section>
    <mj-section background-color="#ffffff" border-radius="8px" padding="16px 0"><mj-column>${template.blocks.map(blockHtml).join("\n")}</mj-column></mj-section>
    ${footer}
  </mj-body>
</mjml>`;
}

type Node = { type?: string; name?: string; data?: string; children?: Node[] };
const textOf = (node: Node): string => (node.type === "text" ? (node.data ?? "") : (node.children ?? []).map(textOf).join(""));
const tagsIn = (node: Node, name: string): Node[] =>
  (node.children ?? []).flatMap((child) => (child.type === "tag" && child.name === name ? [child] : tagsIn(child, name)));

/**
 * The text part's reading of the HTML: links as their address beside their words, headings as
 * written (not upper-cased), the brand line left out (the mail's sign-off names us), the details
 * as aligned columns, and the footer's link as "words: address".
 */
const TEXT_OPTIONS: HtmlToTextOptions = {
  wordwrap: false,
  baseElements: { selectors: ["body"] },
  formatters: {
    // The details as "Label:   value" lines, the values aligned after the longest label.
    detailLines(elem, _walk, builder) {
      const rows = tagsIn(elem as Node, "tr").map((tr) => tagsIn(tr, "td").map((td) => textOf(td).trim()));
      const width = Math.max(...rows.map(([label]) => label?.length ?? 0));
      builder.openBlock({ leadingLineBreaks: 2 });
      rows.forEach(([label = "", value = ""], i) => {
        if (i > 0) builder.addLineBreak();
        builder.addLiteral(`${label.padEnd(width)} ${value}`);
      });
      builder.closeBlock({ trailingLineBreaks: 2 });
    },
    labelledLink(elem, walk, builder) {
      walk(elem.children, builder);
      builder.addInline(`: ${elem.attribs?.href ?? ""}`);
    },
  },
  selectors: [
    { selector: "img", format: "skip" },
    { selector: ".mail-brand", format: "skip" },
    { selector: "a", options: { linkBrackets: false, hideLinkHrefIfSameAsText: true } },
    { selector: "a.mail-unsubscribe", format: "labelledLink" },
    ...(["h1", "h2", "h3", "h4", "h5", "h6"] as const).map((selector) => ({ selector, options: { uppercase: false, leadingLineBreaks: 2 } })),
    { selector: ".mail-details", format: "detailLines" },
    // The Markdown renderer's "(opens host)" note is for screen readers; the text part shows the address itself.
    { selector: ".sr-only", format: "skip" },
  ],
};

// MJML is loaded on the first message a process lays out, not with every module that can send
// one: loading it costs about 1.1 s of CPU (2026-11-28), paid before by every route, script and
// test file whose imports reach a mail template, most of which never send.
const loadMjml = () => import("mjml").then((m) => m.default);
let mjml: ReturnType<typeof loadMjml> | undefined;

/** A message's two parts from its one template. */
export async function renderTemplate(template: MailTemplate): Promise<RenderedParts> {
  mjml ??= loadMjml();
  const mjml2html = await mjml;
  const { html, errors } = await mjml2html(document(template), { validationLevel: "strict" });
  if (errors.length > 0) throw new Error(`mail layout: ${errors.map((e) => e.formattedMessage).join("; ")}`);
  return { html, text: convert(html, TEXT_OPTIONS).trim() };
}

export type TemplatedEmail = MailTemplate & {
  to: string;
  kind: string;
  /** A value inside the message (a one-time link) that is sent but never stored in the outbox. */
  secret?: string;
};

/** The sign-off that closes every transactional message. */
export const SIGN_OFF: MailBlock = { paragraph: [`— ${siteConfig.name}`] };

/** A message ready for the mailer: its subject and both parts, rendered from its blocks. */
export async function composeEmail({ blocks, unsubscribePage, ...mail }: TemplatedEmail) {
  const parts = await renderTemplate({ subject: mail.subject, blocks, unsubscribePage });
  return { ...mail, ...parts };
}
