// A lesson's text as the buyer reads it: the HTML that renderLessonMarkdown (lib/course/
// markdown.server.ts) made from the seller's Markdown, already sanitised there, in the lesson's
// prose styles. The buyer's lesson page and the editor's live preview both show it through this
// component, so the preview is exactly what the buyer sees. No Markdown code reaches the browser.
export function LessonBody({ html }: { html: string }) {
  return (
    <div
      className="lesson-body max-w-none text-base leading-relaxed text-foreground [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:text-muted-foreground [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:text-sm [&_h1]:mb-3 [&_h1]:mt-8 [&_h1]:text-2xl [&_h1]:font-bold [&_h2]:mb-3 [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mb-2 [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_hr]:my-8 [&_img]:my-4 [&_img]:max-w-full [&_img]:rounded-md [&_li]:my-1 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-4 [&_pre]:my-4 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-4 [&_table]:my-4 [&_table]:w-full [&_table]:text-sm [&_td]:border [&_td]:p-2 [&_th]:border [&_th]:p-2 [&_th]:text-left [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&>*:first-child]:mt-0"
      // Sanitised on the server (rehype-sanitize, decision 180): the lesson's own text, nothing more.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
