// After a load run: every write the server acknowledged is in the database with the content it
// was sent, and nothing is there twice. With `unacknowledged` > 0 (a fault run), rows whose answer
// was lost in the outage may exist too, but never more of them than there were failed writes.
import type { Ledger } from "./buyer";

export async function verifyLedger(ledger: Ledger, emails: string[], unacknowledged = 0) {
  const { prisma } = await import("@/lib/db/client");
  const problems: string[] = [];
  const rows = await prisma().character.findMany({
    where: { user: { email: { in: emails } } },
    select: { id: true, name: true, user: { select: { email: true } }, profile: { select: { headline: true } }, socialLinks: { select: { id: true, profileUrl: true } } },
  });
  const byId = new Map(rows.map((r) => [r.id, r]));
  let links = 0;
  for (const [id, want] of ledger.characters) {
    const row = byId.get(id);
    if (!row) {
      problems.push(`acknowledged character ${id} (${want.name}) is missing`);
      continue;
    }
    if (row.name !== want.name || row.user.email !== want.userEmail) problems.push(`character ${id} has ${row.name}/${row.user.email}, expected ${want.name}/${want.userEmail}`);
    if (want.headline !== undefined && row.profile?.headline !== want.headline) problems.push(`profile of ${id}: ${row.profile?.headline} instead of ${want.headline}`);
    for (const [linkId, url] of want.links) {
      links++;
      const link = row.socialLinks.find((l) => l.id === linkId);
      const lostEditAnswer = unacknowledged > 0 && link?.profileUrl === `${url}-edited`;
      if (!link) problems.push(`acknowledged social link ${linkId} is missing`);
      else if (link.profileUrl !== url && !lostEditAnswer) problems.push(`social link ${linkId}: ${link.profileUrl} instead of ${url}`);
    }
  }
  const names = rows.map((r) => `${r.user.email}/${r.name}`);
  const duplicates = names.filter((n, i) => names.indexOf(n) !== i);
  if (duplicates.length) problems.push(`duplicated characters: ${duplicates.slice(0, 5).join(", ")}`);
  const extraCharacters = rows.length - ledger.characters.size;
  const extraLinks = rows.reduce((n, r) => n + r.socialLinks.length, 0) - links;
  if (extraCharacters + extraLinks > unacknowledged) {
    problems.push(`${extraCharacters} characters and ${extraLinks} social links in the database that no acknowledged write accounts for`);
  }
  return { problems, characters: rows.length, acknowledgedCharacters: ledger.characters.size, acknowledgedLinks: links, extraCharacters, extraLinks };
}
