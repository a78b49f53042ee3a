// The conflict table lib/utils/merge-classes.ts runs on, worked out from tailwind-merge's own
// answers (decision 230). tailwind-merge walks the classes from the last, keeps a class unless
// an earlier-kept one's group or conflicting groups hold its group, and only kept classes add
// theirs. So all it does is fixed by one relation between two classes, "b drops a"
// (twMerge("a b") === "b"), asked here of every ordered pair once, at build time.
//
// Classes that every class drops alike share an id; a class's drops are the ids it removes.
import type { ConflictTable } from "@/lib/utils/merge-classes";

export function buildConflictTable(classes: string[], merge: (classNames: string) => string): ConflictTable {
  // dropper[i][j]: class j drops class i.
  const dropper = classes.map((a) => classes.map((b) => merge(`${a} ${b}`) === b));
  const idOf = new Map<string, number>();
  const ids = dropper.map((row) => {
    const signature = row.flatMap((drops, j) => (drops ? [j] : [])).join(",");
    if (!idOf.has(signature)) idOf.set(signature, idOf.size);
    return idOf.get(signature)!;
  });
  const setOf = new Map<string, number>();
  const dropSets: number[][] = [];
  const drops = classes.map((_, j) => {
    const set = [...new Set(dropper.flatMap((row, i) => (row[j] ? [ids[i]!] : [])))].sort((x, y) => x - y);
    const key = set.join(",");
    if (!setOf.has(key)) {
      setOf.set(key, dropSets.length);
      dropSets.push(set);
    }
    return setOf.get(key)!;
  });
  return { classes: classes.join(" "), ids, drops, dropSets };
}
