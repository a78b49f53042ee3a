// Writes tests/durations.json from Jest's JSON results (`npm test -- --json --outputFile=F`):
// each test file's wall time in whole seconds, which tests/helpers/sequencer.mjs reads to start
// the longest files first on a clean clone (Jest's own timing cache lives outside the checkout
// and is keyed by its path, so CI never has one). Several result files: the largest time wins.
// Usage: node scripts/ci/test-durations.mjs results.json [more.json ...]
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const durations = {};
for (const file of process.argv.slice(2)) {
  const { testResults } = JSON.parse(readFileSync(file, "utf8"));
  for (const result of testResults) {
    const name = path.relative(root, result.name);
    const seconds = Math.max(1, Math.round((result.endTime - result.startTime) / 1000));
    durations[name] = Math.max(durations[name] ?? 0, seconds);
  }
}
const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => (a < b ? -1 : 1)));
writeFileSync(path.join(root, "tests/durations.json"), `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`tests/durations.json: ${Object.keys(sorted).length} files`);
