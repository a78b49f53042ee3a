import { lessonHtml, renderLessonMarkdown } from "./markdown.server";

// The usual XSS payloads, written the ways a lesson's author (or a pasted import) could bring
// them: raw HTML, Markdown links and images with script URLs, and attribute breakouts.
const payloads = [
  "<script>alert(1)</script>",
  '<img src=x onerror="alert(1)">',
  "<svg onload=alert(1)>",
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">click</a>',
  "[click](javascript:alert(1))",
  "[click](JaVaScRiPt:alert(1))",
  "[click](&#106;avascript:alert(1))",
  "[click](vbscript:msgbox(1))",
  "[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  "![x](javascript:alert(1))",
  '![x](x" onerror="alert(1))',
  '[x](https://example.com" onmouseover="alert(1))',
  "<details open ontoggle=alert(1)>",
  '<div style="background:url(javascript:alert(1))">x</div>',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  '<form action="javascript:alert(1)"><button>go</button></form>',
  "<object data=javascript:alert(1)>",
  "<embed src=javascript:alert(1)>",
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  "<base href=javascript:alert(1)//>",
];

describe("renderLessonMarkdown", () => {
  it.each(payloads)("leaves nothing that runs from %s", (payload) => {
    const html = renderLessonMarkdown(`Before\n\n${payload}\n\nAfter`);
    expect(html).not.toMatch(/<(script|iframe|object|embed|form|svg|math|meta|base|style)\b/i);
    // Inside a tag: the payload may stay as visible, escaped text, which runs nothing.
    expect(html).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/<[^>]*(javascript|vbscript|data):/i);
    expect(html).not.toMatch(/<[^>]*\sstyle\s*=/i);
    expect(html).toContain("After");
  });

  it("renders the Markdown a lesson uses: headings, lists, emphasis, code, tables, task lists", () => {
    const html = renderLessonMarkdown(
      ["## Steps", "", "1. **Write** the promise", "2. Pick a _niche_", "", "`code`", "", "| a | b |", "|---|---|", "| 1 | 2 |", "", "- [x] done"].join("\n"),
    );
    expect(html).toContain("<h2>Steps</h2>");
    expect(html).toContain("<ol>");
    expect(html).toContain("<strong>Write</strong>");
    expect(html).toContain("<em>niche</em>");
    expect(html).toContain("<code>code</code>");
    expect(html).toContain("<table>");
    expect(html).toMatch(/<input[^>]*checked[^>]*disabled|<input[^>]*disabled[^>]*checked/);
  });

  it("marks links that leave the site: rel, a new tab, and where they go for screen readers", () => {
    const html = renderLessonMarkdown("See [CapCut](https://www.capcut.com/download).");
    expect(html).toContain('href="https://www.capcut.com/download"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('<span class="sr-only"> (opens www.capcut.com)</span>');
  });

  it("keeps links inside the site as they are", () => {
    const html = renderLessonMarkdown("Open [the studio](/user/characters).");
    expect(html).toContain('<a href="/user/characters">the studio</a>');
  });

  it("prefixes author ids so a heading cannot clobber the page's own elements", () => {
    const html = renderLessonMarkdown('<a id="dashboard">x</a>\n\n[^1]\n\n[^1]: note');
    expect(html).not.toMatch(/\sid="dashboard"/);
    expect(html).toContain("user-content-");
  });
});

describe("lessonHtml (a stored lesson's body, remembered between requests)", () => {
  it("is the same sanitised HTML as rendering it, on the first request and every later one", () => {
    const body = `# Hooks\n\nRead [the guide](https://example.com/guide).\n\n${payloads[1]}`;
    const fresh = renderLessonMarkdown(body);
    expect(lessonHtml(body)).toBe(fresh);
    expect(lessonHtml(body)).toBe(fresh);
    expect(fresh).not.toContain("onerror");
  });

  it("never answers an edited lesson with its earlier text", () => {
    expect(lessonHtml("Version **one**")).toContain("<strong>one</strong>");
    expect(lessonHtml("Version **two**")).toContain("<strong>two</strong>");
    expect(lessonHtml("Version **one**")).not.toContain("two");
    expect(lessonHtml("")).toBe("");
  });
});
