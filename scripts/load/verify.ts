// After a load run: every write the server acknowledged is in the database with the content it
// was sent, and nothing is there twice. With `unacknowledged` > 0 (a fault run), rows whose answer
// was lost in the outage may exist too, but never more of them than there were failed writes.
import type { Ledger } from "./buyer";
import type { StoreCheck } from "./verdict";

export async function verifyLedger(
  ledger: Ledger,
  emails: string[],
  unacknowledged = 0,
): Promise<StoreCheck & { problems: string[]; extraCharacters: number }> {
  const { prisma } = await import("@/lib/db/client.server");
  const problems: string[] = [];
  const rows = await prisma().character.findMany({
    where: { user: { email: { in: emails } } },
    select: {
      id: true,
      name: true,
      user: { select: { email: true } },
      profile: { select: { headline: true } },
      socialLinks: { select: { id: true, profileUrl: true } },
    },
  });
  const byId = new Map(rows.map((r) => [r.id, r]));
  let acknowledgedWrites = 0;
  let stored = 0;
  let links = 0;
  const check = (ok: boolean, problem: string) => {
    acknowledgedWrites++;
    if (ok) stored++;
    else problems.push(problem);
  };
  for (const [id, want] of ledger.characters) {
    const row = byId.get(id);
    check(row?.name === want.name && row.user.email === want.userEmail, `acknowledged character ${id} (${want.name}) is missing or changed`);
    if (want.headline !== undefined) check(row?.profile?.headline === want.headline, `profile of ${id}: ${row?.profile?.headline} instead of ${want.headline}`);
    for (const [linkId, link] of want.links) {
      links++;
      const found = row?.socialLinks.find((l) => l.id === linkId);
      check(found !== undefined, `acknowledged social link ${linkId} is missing`);
      // An edit whose answer was lost (a fault run) may or may not be applied: only acknowledged ones are checked.
      if (link.edited) check(found?.profileUrl === link.url, `social link ${linkId}: ${found?.profileUrl} instead of ${link.url}`);
    }
  }
  const names = rows.map((r) => `${r.user.email}/${r.name}`);
  const twice = names.filter((n, i) => names.indexOf(n) !== i).length;
  const extraCharacters = rows.length - ledger.characters.size;
  const extraLinks = rows.reduce((n, r) => n + r.socialLinks.length, 0) - links;
  // Rows no acknowledged write accounts for: allowed only for writes whose answer was lost.
  const unexplained = Math.max(0, extraCharacters + extraLinks - unacknowledged);
  if (twice) problems.push(`${twice} characters stored twice`);
  if (unexplained) problems.push(`${extraCharacters} characters and ${extraLinks} social links that no acknowledged write accounts for`);
  return { problems, acknowledgedWrites, stored, lost: acknowledgedWrites - stored, duplicated: twice + unexplained, extraCharacters };
}
