import { readFileSync } from "node:fs";
import path from "node:path";
import { WIZARD_STEPS } from "@/lib/studio/wizard/registry";

// The two maps in step-components.tsx stay two (next/dynamic needs its import() written inside
// its own call to render the step on the server and preload it), so this holds them to the
// registry and to each other: the same slugs in the registry's order, each loading the same
// module and export. Read as text: importing the file would load every step.
const source = readFileSync(path.join(__dirname, "step-components.tsx"), "utf8");

function entriesOf(mapName: string): [string, string][] {
  const start = source.indexOf(`export const ${mapName}`);
  const body = source.slice(start, source.indexOf("\n};", start));
  const entry = /^\s+"?([a-z-]+)"?: (?:dynamic\()?\(\) => (import\("[^"]+"\)\.then\(\(m\) => m\.\w+\))/gm;
  return [...body.matchAll(entry)].map((m) => [m[1], m[2]]);
}

const slugs = WIZARD_STEPS.map((s) => s.slug);

test.each(["STEP_MODULES", "STEP_COMPONENTS"])("%s names every registry step once, in order", (mapName) => {
  expect(entriesOf(mapName).map(([slug]) => slug)).toEqual(slugs);
});

test("both maps load the same module and export for each step", () => {
  expect(entriesOf("STEP_COMPONENTS")).toEqual(entriesOf("STEP_MODULES"));
});
