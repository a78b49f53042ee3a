import { applyMergeFields, escapeMarkdown, unknownMergeFields } from "./merge-fields";

const values = { email: "ann_lee@example.com", course_link: "https://shop.test/course", account_link: "https://shop.test/account" };

describe("merge fields", () => {
  it("replaces only names on the list, with or without spaces inside the braces", () => {
    expect(applyMergeFields("Hi {{email}}, go to {{ course_link }}", values, { markdown: false })).toBe(
      "Hi ann_lee@example.com, go to https://shop.test/course",
    );
  });

  it("never evaluates the text: expressions and unknown names stay as written", () => {
    const text = "{{constructor}} {{ 1+1 }} {{process.env.SESSION_SECRET}} ${email}";
    expect(applyMergeFields(text, values, { markdown: false })).toBe(text);
    expect(unknownMergeFields(text)).toEqual(["constructor", "process.env.SESSION_SECRET"]);
  });

  it("names each unknown field once and accepts the known ones", () => {
    expect(unknownMergeFields("{{name}} {{email}} {{name}} {{first_name}}")).toEqual(["name", "first_name"]);
    expect(unknownMergeFields("{{email}} {{course_link}} {{account_link}}")).toEqual([]);
  });

  it("escapes a value in Markdown so it cannot add a link, emphasis or HTML", () => {
    const hostile = { ...values, email: "[x](javascript:alert(1))<b>*hi*</b>" };
    const out = applyMergeFields("Hello {{email}}", hostile, { markdown: true });
    expect(out).toBe("Hello " + escapeMarkdown(hostile.email));
    expect(out).not.toContain("[x](");
    expect(out).toContain("\\[x\\]\\(javascript:alert\\(1\\)\\)\\<b\\>\\*hi\\*\\</b\\>");
  });
});
