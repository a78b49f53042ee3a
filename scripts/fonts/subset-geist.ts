// Writes app/fonts/geist-latin.woff2: Geist (the geist package's variable font, all weights)
// cut down to the characters the product's English copy uses. The full font is 69 kB and was
// preloaded on every page; the subset is about 31 kB. Characters outside it (a user's name in
// another script, say) are drawn by the system font. Rerun after upgrading geist:
//
//   node scripts/fonts/subset-geist.mjs
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";

const root = path.resolve(import.meta.dirname, "../..");
const source = path.join(root, "node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2");
const target = path.join(root, "app/fonts/geist-latin.woff2");

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join("");
// Basic Latin, Latin-1 (accents, ©, ×, ·), Latin Extended-A (most European names), and the
// punctuation, currency and arrow signs the copy uses.
const characters = range(0x20, 0x7e) + range(0xa0, 0x17f) + "–—‘’‚“”„‹›•…‰′″€™→←↑↓✓≈≤≥";

const font = readFileSync(source);
const subset = await subsetFont(font, characters, { targetFormat: "woff2" });
writeFileSync(target, subset);
console.log(`${path.relative(root, target)}: ${font.length} -> ${subset.length} bytes`);
