// Writes app/fonts/geist-latin.woff2: Geist (the geist package's variable font, all weights)
// cut down to the characters the product's English copy uses (app/fonts/geist-characters.ts).
// The full font is 69 kB and was preloaded on every page; the subset is about 36 kB. Characters
// outside it (a user's name in another script, say) are drawn by the system font. Rerun after
// upgrading geist:
//
//   npx tsx scripts/fonts/subset-geist.ts
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import { geistCharacters } from "../../app/fonts/geist-characters";

const root = path.resolve(__dirname, "../..");
const source = path.join(root, "node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2");
const target = path.join(root, "app/fonts/geist-latin.woff2");

async function main() {
  const font = readFileSync(source);
  const subset = await subsetFont(font, geistCharacters, { targetFormat: "woff2" });
  writeFileSync(target, subset);
  console.log(`${path.relative(root, target)}: ${font.length} -> ${subset.length} bytes`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
