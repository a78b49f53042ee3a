import "server-only";
import { prisma } from "@/lib/db/client.server";
import { listAccountSessions } from "@/lib/accounts/account-sessions.server";
import { pendingEmailChange } from "@/lib/accounts/email-change.server";
import { latestExport } from "./data-export.server";
import { deletionPreview } from "./account-deletion.server";

// Settings › Account (issue 46): everything the page shows, in one answer.

export async function accountOverview(userId: string, sessionId: string) {
  const user = await prisma().user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, passwordHash: true, marketingEmails: true } });
  const [sessions, pending, dataExport, deletion] = await Promise.all([
    listAccountSessions(userId, sessionId),
    pendingEmailChange(userId),
    latestExport(userId),
    deletionPreview(userId),
  ]);
  return {
    email: user.email,
    hasPassword: user.passwordHash !== null,
    marketingEmails: user.marketingEmails,
    pendingEmailChange: pending,
    sessions,
    dataExport,
    deletion,
  };
}

export type AccountOverview = Awaited<ReturnType<typeof accountOverview>>;

/** Marketing e-mail consent (decision 365); transactional mail is not affected and cannot be turned off. */
export async function setMarketingEmails(userId: string, marketingEmails: boolean) {
  await prisma().user.update({ where: { id: userId }, data: { marketingEmails } });
  return { marketingEmails };
}
