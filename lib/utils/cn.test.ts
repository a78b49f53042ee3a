import path from "node:path";
import { clsx } from "clsx";
import { twMerge } from "tailwind-merge";
import { classStrings, classTokens } from "@/scripts/class-conflicts/scan";
import { buildConflictTable } from "@/scripts/class-conflicts/table";
import { cn } from "./cn";
import { classMerger } from "./merge-classes";

// cn() merges by a table made from tailwind-merge's answers (decision 230); these prove it answers
// as twMerge does on every class the code base writes. A failure after adding a class means the
// table is out of date: `npm run generate:class-conflicts`.
const strings = classStrings(path.resolve(__dirname, "../.."));
const classes = classTokens(strings);

it("agrees with tailwind-merge on every ordered pair of the code base's Tailwind classes", () => {
  expect(classes.length).toBeGreaterThan(300);
  const differing: string[] = [];
  for (const a of classes) for (const b of classes) if (cn(a, b) !== twMerge(a, b)) differing.push(`"${a} ${b}": cn "${cn(a, b)}", twMerge "${twMerge(a, b)}"`);
  expect(differing).toEqual([]);
}, 180_000);

it("agrees with tailwind-merge on every string literal in app/, components/ and lib/", () => {
  expect(strings.length).toBeGreaterThan(1000);
  expect(strings.filter((s) => cn(s) !== twMerge(s))).toEqual([]);
});

it("keeps clsx's inputs: conditionals, arrays, objects and stray spaces", () => {
  const inputs = ["px-2 py-1", false && "hidden", ["bg-muted", { "px-4": true, "text-sm": false }], undefined, "  "];
  expect(cn(...inputs)).toBe("py-1 bg-muted px-4");
  expect(cn(...inputs)).toBe(twMerge(clsx(inputs)));
});

it("a class the table lacks is kept as written, so an out-of-date table shows up as a difference above", () => {
  const merge = classMerger(buildConflictTable(["p-2", "p-4", "px-3"], twMerge));
  expect(merge("px-3 p-4 p-2")).toBe(twMerge("px-3 p-4 p-2"));
  expect(merge("p-4 p-8")).toBe("p-4 p-8");
  expect(twMerge("p-4 p-8")).toBe("p-8");
});

it("only classes kept add their conflicts, as in tailwind-merge", () => {
  // px-3 would drop px-1, but p-2 drops px-3 first; p-2 drops px-1 itself.
  const table = buildConflictTable(["px-1", "px-3", "p-2", "hover:p-2", "text-sm", "text-red-500"], twMerge);
  const merge = classMerger(table);
  for (const s of ["px-1 px-3 p-2", "px-1 hover:p-2 px-3", "text-sm text-red-500 text-sm", "hover:p-2 p-2 px-1", "plain px-1 plain"])
    expect(merge(s)).toBe(twMerge(s));
});
