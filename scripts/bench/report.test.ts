import { spliceReport } from "./report";

const kept = "## Moved from the README (issue 30)\n\nThe CI stage table, written by hand.\n";

it("puts a new report in place of the last one and keeps what was written after it", () => {
  const first = spliceReport(kept, "# Performance\n\nold figures\n");
  expect(first.indexOf("old figures")).toBeLessThan(first.indexOf("The CI stage table"));
  const second = spliceReport(first, "# Performance\n\nnew figures\n");
  expect(second).toContain("new figures");
  expect(second).not.toContain("old figures");
  expect(second.endsWith(kept)).toBe(true);
  expect(spliceReport(second, "# Performance\n\nnew figures\n")).toBe(second);
});

it("writes just the report into an empty document", () => {
  expect(spliceReport("", "# Performance\n")).toMatch(/^<!--.*-->\n# Performance\n<!--.*-->\n$/);
});
