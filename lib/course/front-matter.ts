import matter from "gray-matter";

// Course Markdown front matter is data, never code (issue 42, decision 300). gray-matter's
// defaults evaluate a block that opens with `---js` / `---javascript` (eval, while parsing), and
// look up any other language name among its engines. Here the language after the opening `---`
// is checked before gray-matter sees the text: only none or `yaml`/`yml` is read, and only by the
// YAML engine (js-yaml's safeLoad: the safe schema, no `!!js/*` tags). Every other engine is also
// replaced by one that refuses, so no default engine can run even if the check were bypassed.

export class FrontMatterError extends Error {}

const YAML_NAMES = new Set(["", "yaml", "yml"]);

const refuse = {
  parse: () => {
    throw new FrontMatterError("front matter must be YAML");
  },
};

type Engine = { parse: (text: string) => unknown };
// gray-matter's own YAML engine (js-yaml 3 `safeLoad`); its type declarations omit `engines`.
const safeYaml = (matter as unknown as { engines: { yaml: Engine } }).engines.yaml;

const OPTIONS = {
  language: "yaml",
  engines: {
    yaml: safeYaml,
    yml: safeYaml,
    json: refuse,
    javascript: refuse,
    js: refuse,
    coffee: refuse,
    coffeescript: refuse,
    cson: refuse,
  },
} as const;

/** The language a front-matter block names after its opening `---` ("" when none, lower case). */
export function frontMatterLanguage(text: string): string {
  if (!text.startsWith("---") || text.charAt(3) === "-") return "";
  const end = text.search(/\r?\n/);
  return text
    .slice(3, end === -1 ? undefined : end)
    .trim()
    .toLowerCase();
}

/**
 * The front matter as plain data and the Markdown after it. Throws FrontMatterError naming the
 * language when the block is not YAML, and any other error when the YAML itself is invalid.
 */
export function readFrontMatter(text: string): { data: Record<string, unknown>; content: string } {
  const language = frontMatterLanguage(text);
  if (!YAML_NAMES.has(language)) throw new FrontMatterError(`its front matter must be YAML, not ${JSON.stringify(language.slice(0, 40))}`);
  // Options are always passed, so gray-matter neither caches the text nor falls back to its defaults.
  const parsed = matter(text, OPTIONS as unknown as Parameters<typeof matter>[1]);
  return { data: parsed.data, content: parsed.content };
}
