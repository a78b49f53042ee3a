// The characters the subset of Geist (app/fonts/geist-latin.woff2) draws: Basic Latin, Latin-1
// (accents, ©, ×, ·), Latin Extended-A (most European names), and the punctuation, currency and
// arrow signs the copy uses. Shared by scripts/fonts/subset-geist.ts, which cuts the font, and the
// marketing pages' browser test, which checks their copy stays inside it: a character Geist lacks
// (it has no "✓", for one) sends the browser through the system's fallback fonts on first layout.
// geist-characters.test.ts reads the shipped font and fails if any of these has no glyph in it.
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));

// In those ranges but not in Geist 1.7 (checked against the full font): the soft hyphen and
// eleven rare Latin Extended-A letters.
const notInGeist = new Set("\u00adĔĕĬĭĸĿŀŉŎŏſ");

export const geistCharacters = [...range(0x20, 0x7e), ...range(0xa0, 0x17f), ..."–—‘’‚“”„‹›•…‰′″€™→←↑↓≈≤≥"].filter((c) => !notInGeist.has(c)).join("");
