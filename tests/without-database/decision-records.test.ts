import fs from "node:fs";
import path from "node:path";

// Every decision record says when it was taken and whether it still holds, on the two lines
// under its title, so a reader sees at a glance which records a later one replaced.
const dir = path.join(__dirname, "..", "..", "docs", "decisions");
const records = fs.readdirSync(dir).filter((name) => /^\d{3}-.*\.md$/.test(name)); // README.md is the index

describe("decision records", () => {
  it("finds the records", () => {
    expect(records.length).toBeGreaterThan(50);
  });

  // The title, then (after an optional blank line) the Date and Status lines.
  const header = (name: string) => {
    const [title, ...rest] = fs.readFileSync(path.join(dir, name), "utf8").split("\n");
    const [date, status] = rest[0] === "" ? rest.slice(1) : rest;
    return { title, date, status };
  };

  it.each(records)("%s has its number in the title, then a Date and a Status line", (name) => {
    const { title, date, status } = header(name);
    expect(title).toMatch(new RegExp(`^# ${name.slice(0, 3)}[.:]? \\S`));
    expect(date).toMatch(/^Date: \d{4}-\d{2}-\d{2}$/);
    expect(status).toMatch(/^Status: (accepted|superseded)\b/);
  });

  it("names only existing records in a Status line (superseded by, extended by, narrows ...)", () => {
    const named = records.flatMap((name) => {
      const { status } = header(name);
      return [...status.matchAll(/\b(\d{3})\b/g)].map((match) => match[1]);
    });
    expect(named.length).toBeGreaterThan(5);
    for (const number of named) expect(records.some((other) => other.startsWith(`${number}-`))).toBe(true);
  });

  it("indexes every record in docs/decisions/README.md", () => {
    const index = fs.readFileSync(path.join(dir, "README.md"), "utf8");
    expect(records.filter((name) => !index.includes(`(${name})`))).toEqual([]);
  });
});
