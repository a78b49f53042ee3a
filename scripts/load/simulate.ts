// Seeds the simulated buyers (accounts with a password) and runs them against a base URL.
import { hasRoute } from "../lib/app-server";
import { newLedger, newTally, runBuyer } from "./buyer";

export const BUYER_PASSWORD = "load-test-passphrase-2026";

export async function seedBuyers(count: number) {
  const { prisma } = await import("@/lib/db/client");
  const { hashPassword } = await import("@/lib/auth/password");
  const passwordHash = await hashPassword(BUYER_PASSWORD);
  const emails = Array.from({ length: count }, (_, i) => `buyer-${i}@load.example.com`);
  await prisma().user.createMany({ data: emails.map((email) => ({ email, passwordHash })) });
  return emails;
}

/** Without the sign-in route in this checkout, buyers start with a session made directly. */
async function directCookies(emails: string[]) {
  if (hasRoute("/api/login")) return emails.map(() => undefined);
  const { prisma } = await import("@/lib/db/client");
  const { createSession, sessionCookieName } = await import("@/lib/auth/session");
  const users = await prisma().user.findMany({ where: { email: { in: emails } }, select: { id: true, email: true } });
  const idOf = new Map(users.map((u) => [u.email, u.id]));
  return Promise.all(emails.map(async (e) => `${sessionCookieName()}=${(await createSession(idOf.get(e)!)).cookieValue}`));
}

export async function simulateBuyers(base: string, emails: string[], seconds: number) {
  const cookies = await directCookies(emails);
  const ledger = newLedger();
  const tally = newTally();
  const deadline = Date.now() + seconds * 1000;
  const started = Date.now();
  await Promise.all(emails.map((email, index) => runBuyer(base, { email, password: BUYER_PASSWORD, index, cookie: cookies[index] }, deadline, ledger, tally)));
  return { ledger, tally, seconds: (Date.now() - started) / 1000 };
}

export function describeTally(tally: ReturnType<typeof newTally>, seconds: number) {
  const statuses = [...tally.byStatus.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(" ");
  return `${tally.requests} requests in ${seconds.toFixed(0)} s (${(tally.requests / seconds).toFixed(0)}/s); statuses ${statuses}; network errors ${tally.networkErrors}`;
}
