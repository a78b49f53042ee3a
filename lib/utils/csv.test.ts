import { csvCell, csvRow } from "./csv";

describe("the one CSV writer", () => {
  it("quotes commas, quotes and line breaks, and ends rows with CRLF", () => {
    expect(csvRow(["a", "b,c", 'say "hi"', "two\nlines"])).toBe('a,"b,c","say ""hi""","two\nlines"\r\n');
  });

  it.each(['=HYPERLINK("http://x")', "+1", "-2", "@SUM(A1)", "\tx", "\rx"])("writes %j as text, not a formula", (value) => {
    expect(csvCell(value).replace(/^"/, "").startsWith("'")).toBe(true);
  });

  it("leaves ordinary values as they are", () => {
    expect(csvCell("39.99")).toBe("39.99");
    expect(csvCell("buyer@example.com")).toBe("buyer@example.com");
  });
});
