// Tailwind class merging by a table worked out at build time from tailwind-merge's own answers
// (decision 230): the same result as twMerge() on every class this code base writes, without
// building tailwind-merge's class map (40-70 ms of one task on the throttled phone CPU, on the
// first cn() of every page). scripts/class-conflicts/ writes the table; lib/utils/cn.test.ts
// proves the two agree on every pair of the code base's classes.

export type ConflictTable = {
  /** The classes, space-separated; the i-th class is row i. */
  classes: string;
  /** Row i's id: classes with the same id are dropped by the same classes. */
  ids: number[];
  /** Row i's index into dropSets. */
  drops: number[];
  /** The distinct sets of ids a class drops (its own id always among them). */
  dropSets: number[][];
};

/**
 * A merge function over `table`: reads the classes from the last, drops one whose id an
 * already-kept class drops, as tailwind-merge does. A word not in the table (not a Tailwind
 * class, or one no source file writes) is kept, as tailwind-merge keeps words it does not know.
 */
export function classMerger(table: ConflictTable): (classNames: string) => string {
  let rowOf: Map<string, number> | undefined;
  return (classNames) => {
    rowOf ??= new Map(table.classes.split(" ").map((name, row) => [name, row]));
    const words = classNames.split(/\s+/);
    const dropped = new Set<number>();
    const kept: string[] = [];
    for (let i = words.length - 1; i >= 0; i--) {
      const word = words[i]!;
      if (!word) continue;
      const row = rowOf.get(word);
      if (row !== undefined) {
        if (dropped.has(table.ids[row]!)) continue;
        for (const id of table.dropSets[table.drops[row]!]!) dropped.add(id);
      }
      kept.push(word);
    }
    return kept.reverse().join(" ");
  };
}
