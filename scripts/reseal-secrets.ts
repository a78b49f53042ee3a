// `npm run secrets:reseal`: after rotating ENCRYPTION_KEY (the old key moved to
// ENCRYPTION_KEY_PREVIOUS), and once after upgrading to purpose-bound values (decision 094),
// re-seals every stored secret with the current key and its purpose. Safe to run while the
// app serves and to run again. Exits 1 if some value opens with no configured key, so the old
// key is not removed while something still needs it. See docs/security.md.
import { prepareServer } from "@/lib/server/startup";
import { resealStoredSecrets } from "@/lib/crypto/reseal-stored.server";

async function main() {
  await prepareServer();
  const report = await resealStoredSecrets();
  console.table(report);
  const unreadable = Object.values(report).reduce((sum, counts) => sum + counts.unreadable, 0);
  if (unreadable > 0) {
    console.error(`${unreadable} stored value(s) open with no configured key; keep ENCRYPTION_KEY_PREVIOUS until they are resolved.`);
    process.exit(1);
  }
  console.log("Every stored secret is sealed with ENCRYPTION_KEY and bound to its row; ENCRYPTION_KEY_PREVIOUS can be removed.");
  process.exit(0);
}

void main();
