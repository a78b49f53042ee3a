import { readFileSync } from "node:fs";
import path from "node:path";
import { create, type Font } from "fontkit";
import { geistCharacters } from "./geist-characters";

// The list is what the subset script asks for, and subsetting cannot add a glyph Geist lacks (the
// list once named "✓", which Geist does not have, so pages using it fell back to system fonts).
// The shipped font itself is read here: every listed character must have a glyph in it.
test("the shipped Geist subset draws every character of the list", () => {
  const font = create(readFileSync(path.join(__dirname, "geist-latin.woff2"))) as Font;
  const missing = [...geistCharacters].filter((c) => !font.hasGlyphForCodePoint(c.codePointAt(0)!));
  expect(missing).toEqual([]);
});
