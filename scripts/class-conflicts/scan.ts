// The class names this code base can hand to cn(): every whitespace-separated word of every
// string literal in app/, components/ and lib/ (Tailwind generates CSS only for class names
// written out whole in the source, so a class that works is a word of some literal here) that
// tailwind-merge knows as a Tailwind class. Read by the conflict table's generator and its test.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";

export const CLASS_SOURCE_DIRS = ["app", "components", "lib"];

/** The source files whose literals may hold class names (tests and generated tables left out). */
export function classSourceFiles(root: string): string[] {
  return CLASS_SOURCE_DIRS.flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
      .filter((f) => /\.(tsx?|mjs)$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.endsWith(".generated.ts"))
      .map((f) => path.join(root, dir, f)),
  ).sort();
}

/** Every string literal's text: "...", '...' and each template literal's text between its ${}. */
export function classStrings(root: string): string[] {
  const strings = new Set<string>();
  for (const file of classSourceFiles(root)) {
    const source = readFileSync(file, "utf8");
    for (const match of source.matchAll(/"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g)) {
      for (const part of (match[1] ?? match[2] ?? match[3]!).split(/\$\{[^}]*\}/)) if (part.trim()) strings.add(part.trim());
    }
  }
  return [...strings].sort();
}

/** tailwind-merge's own test of a class: it drops the second of two copies only of a class it knows. */
export const isTailwindClass = (word: string) => twMerge(`${word} ${word}`) === word;

/** The distinct Tailwind classes (with their variants, as written) in the literals, sorted. */
export function classTokens(strings: string[]): string[] {
  const words = new Set(strings.flatMap((s) => s.split(/\s+/)).filter((w) => /^[\x21-\x7e]+$/.test(w)));
  return [...words].filter(isTailwindClass).sort();
}
