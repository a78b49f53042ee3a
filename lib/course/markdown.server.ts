import "server-only";
import { LRUCache } from "lru-cache";
import { unified } from "unified";
import remarkParse from "remark-parse";
import remarkGfm from "remark-gfm";
import remarkRehype from "remark-rehype";
import rehypeSanitize, { defaultSchema } from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import type { Element, Root } from "hast";
import { visit } from "unist-util-visit";

// Lessons are written in Markdown by the seller and rendered here, on the server, to HTML that
// the buyer's page and the editor's live preview both show as it is (decision 180). Raw HTML in
// the Markdown is dropped by remark-rehype, and rehype-sanitize (GitHub's schema: no script, no
// style, no inline handlers, no javascript: URLs) cleans what remains.
const schema = {
  ...defaultSchema,
  // Only web and mail links; GitHub's default also allows irc and xmpp.
  protocols: { ...defaultSchema.protocols, href: ["http", "https", "mailto"] },
};

/** Links that leave the site open apart, carry rel, and say where they go to screen readers. */
function externalLinks() {
  return (tree: Root) => {
    visit(tree, "element", (node: Element) => {
      if (node.tagName !== "a") return;
      const href = typeof node.properties.href === "string" ? node.properties.href : "";
      if (!/^https?:\/\//i.test(href)) return;
      let host: string;
      try {
        host = new URL(href).host;
      } catch {
        return;
      }
      node.properties.rel = ["noopener", "noreferrer", "nofollow"];
      node.properties.target = "_blank";
      node.properties.className = ["external-link"];
      node.children.push({
        type: "element",
        tagName: "span",
        properties: { className: ["sr-only"] },
        children: [{ type: "text", value: ` (opens ${host})` }],
      });
    });
  };
}

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeSanitize, schema)
  // After the sanitiser: these attributes are ours, not the author's.
  .use(externalLinks)
  .use(rehypeStringify)
  .freeze();

/** A lesson's Markdown as sanitised HTML, ready to be set as the lesson body's inner HTML. */
export function renderLessonMarkdown(markdown: string): string {
  return String(processor.processSync(markdown));
}

// The buyer's lesson page renders the same few lesson bodies on every request (the most server CPU
// of any signed-in page, issue 49). Remembered by the Markdown itself, so an edited lesson is a new
// entry and never an old one; bounded by size (characters of Markdown and HTML), least recent out.
const renderedLessons = new LRUCache<string, string>({ maxSize: 8_000_000, sizeCalculation: (html, markdown) => 1 + html.length + markdown.length });

/** renderLessonMarkdown for a stored lesson's body, remembered between requests. */
export function lessonHtml(markdown: string): string {
  let html = renderedLessons.get(markdown);
  if (html === undefined) {
    html = renderLessonMarkdown(markdown);
    renderedLessons.set(markdown, html);
  }
  return html;
}
