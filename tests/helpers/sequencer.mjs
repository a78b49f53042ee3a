// Jest's order for a run: its own sequencer (failed files first, then the longest), with one
// change: a file Jest has no timing for takes its time from tests/durations.json. Jest keeps its
// timings in its cache folder under a key made from the checkout's path, so a clean clone (CI)
// has none and Jest falls back to file size, which put the slowest files last and left one
// worker running them alone at the end. `node scripts/ci/test-durations.mjs` rewrites the list.
import { readFileSync } from "node:fs";
import path from "node:path";
import sequencerModule from "@jest/test-sequencer";

const Sequencer = sequencerModule.default ?? sequencerModule;
const root = path.resolve(import.meta.dirname, "../..");
const seconds = JSON.parse(readFileSync(path.join(root, "tests/durations.json"), "utf8"));

export default class LongestFirst extends Sequencer {
  time(test) {
    const known = super.time(test);
    if (known != null) return known;
    const listed = seconds[path.relative(root, test.path)];
    return listed == null ? undefined : listed * 1000;
  }
}
