import { FrontMatterError, frontMatterLanguage, readFrontMatter } from "./front-matter";

describe("readFrontMatter", () => {
  it("reads YAML front matter, named or not", () => {
    expect(readFrontMatter("---\ntitle: A\n---\nBody\n")).toEqual({ data: { title: "A" }, content: "Body\n" });
    expect(readFrontMatter("---yaml\ntitle: A\n---\n")).toEqual({ data: { title: "A" }, content: "" });
    expect(readFrontMatter("No front matter")).toEqual({ data: {}, content: "No front matter" });
  });

  it.each(["js", "javascript", "JavaScript", "coffee", "cson", "json", "toml", "anything"])("refuses ---%s without evaluating it", (lang) => {
    const seen: string[] = [];
    (globalThis as { __frontMatterRan?: (s: string) => void }).__frontMatterRan = (s) => seen.push(s);
    expect(() => readFrontMatter(`---${lang}\n{title: globalThis.__frontMatterRan("ran")}\n---\n`)).toThrow(FrontMatterError);
    expect(seen).toEqual([]);
  });

  it("uses the safe schema: a !!js/function tag is an error, not a function", () => {
    expect(() => readFrontMatter('---\ntitle: !!js/function "function () { return 1; }"\n---\n')).toThrow();
    expect(() => readFrontMatter("---\ntitle: !!js/undefined ''\n---\n")).toThrow();
  });

  it("names the language after the opening delimiter", () => {
    expect(frontMatterLanguage("---js \n{}")).toBe("js");
    expect(frontMatterLanguage("----\n")).toBe("");
    expect(frontMatterLanguage("---\r\ntitle: a")).toBe("");
  });
});
