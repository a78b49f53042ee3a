import fs from "node:fs";
import path from "node:path";

// Every decision record says when it was taken and whether it still holds, on the two lines
// under its title, so a reader sees at a glance which records a later one replaced.
const dir = path.join(__dirname, "..", "docs", "decisions");
const records = fs.readdirSync(dir).filter((name) => name.endsWith(".md"));

describe("decision records", () => {
  it("finds the records", () => {
    expect(records.length).toBeGreaterThan(50);
  });

  it.each(records)("%s has its number in the title, then a Date and a Status line", (name) => {
    const [title, blank, date, status] = fs.readFileSync(path.join(dir, name), "utf8").split("\n");
    expect(title).toMatch(new RegExp(`^# ${name.slice(0, 3)}[.:]? \\S`));
    expect(blank).toBe("");
    expect(date).toMatch(/^Date: \d{4}-\d{2}-\d{2}$/);
    expect(status).toMatch(/^Status: (accepted|superseded)\b/);
  });

  it("names only existing records in a Status line (superseded by, extended by, narrows ...)", () => {
    const named = records.flatMap((name) => {
      const status = fs.readFileSync(path.join(dir, name), "utf8").split("\n")[3];
      return [...status.matchAll(/\b(\d{3})\b/g)].map((match) => match[1]);
    });
    expect(named.length).toBeGreaterThan(5);
    for (const number of named) expect(records.some((other) => other.startsWith(`${number}-`))).toBe(true);
  });
});
