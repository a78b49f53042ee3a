import "server-only";
import { prisma } from "@/lib/db/client.server";
import { NotFoundError, ConflictError } from "@/lib/api/errors";
import { siteConfig } from "@/config/site";
import { findProductByUuid } from "@/lib/catalog/catalog";
import { mediaStore } from "@/lib/media/media-store.server";
import { deleteCharacterMedia } from "@/lib/media/assets.server";
import { revokeCharacterChannels } from "@/lib/publishing/channels.server";
import { sendEmail } from "@/lib/email/transport.server";
import { accountDeletedEmail } from "@/lib/email/templates/account";
import { disconnect } from "@/lib/storage/connections.server";
import { providers } from "@/lib/storage/providers/providers.server";
import { demoDrive } from "@/lib/storage/providers/demo-drive.server";
import { recordAudit } from "@/lib/admin/audit.server";
import type { Operator } from "@/lib/auth/roles";
import { confirmCurrentPassword } from "@/lib/accounts/current-password.server";
import { ACCOUNT_ACTIONS } from "@/lib/accounts/data-rules";
import { exportMediaPrefix } from "./data-export.server";
import { PURCHASE_IN_FORCE } from "@/lib/policy/purchase-access";

// Closing an account (issue 46, decision 362). Everything of the buyer goes: sessions (signed out
// everywhere), drive connections and publishing channels (revoked at the provider first), characters with their files,
// posts, jobs, progress, clients, exports and the mail sent to them. What the seller must keep for
// accounting stays: the purchases and refunds, on a tombstone of the User row whose e-mail is
// replaced and whose password and consent are cleared. lib/accounts/data-rules.ts says the same
// per table, and tests/accounts/account-data-rules.test.ts holds deletion to it.

export const KEPT_FOR = "10 years after the end of the year of the sale";
export const OPERATOR_ACCOUNT_NOT_DELETABLE = "This is an operator's account: it is not closed from here.";

export const tombstoneEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;

const DAY_MS = 86_400_000;

/** What the buyer is told before confirming: a done-for-you order not delivered yet, a refund window still open. */
export async function deletionPreview(userId: string, now = new Date()) {
  const purchases = await prisma().purchase.findMany({
    where: { userId, ...PURCHASE_IN_FORCE },
    orderBy: { createdAt: "asc" },
    select: { id: true, productUuid: true, fulfilment: true, amountCents: true, createdAt: true },
  });
  const name = (uuid: string) => findProductByUuid(uuid)?.name ?? "Your purchase";
  const openDeliveries = purchases
    .filter((p) => findProductByUuid(p.productUuid)?.deliveryBusinessDays !== undefined && p.fulfilment !== "delivered")
    .map((p) => ({ orderId: p.id, product: name(p.productUuid), status: p.fulfilment === "in_production" ? "in production" : "paid, not started" }));
  const openRefundWindows = purchases
    .filter((p) => p.amountCents > 0 && p.createdAt.getTime() + siteConfig.business.refundWindowDays * DAY_MS > now.getTime())
    .map((p) => ({
      orderId: p.id,
      product: name(p.productUuid),
      until: new Date(p.createdAt.getTime() + siteConfig.business.refundWindowDays * DAY_MS).toISOString(),
    }));
  return { openDeliveries, openRefundWindows, keptFor: KEPT_FOR };
}

export type DeletedBy = { by: "buyer" } | { by: "operator"; operator: Operator; reason: string };

/** The buyer's own: the password and DELETE typed (the schema checks the word). */
export async function deleteOwnAccount(userId: string, currentPassword: string) {
  await confirmCurrentPassword(userId, currentPassword);
  return closeAccount(userId, { by: "buyer" });
}

/**
 * Closes the account. Running it again on a closed account changes nothing and answers the same.
 * Returns how many stored files went and how many drive grants were revoked.
 */
export async function closeAccount(userId: string, who: DeletedBy) {
  const user = await prisma().user.findUnique({ where: { id: userId }, select: { id: true, email: true, role: true, deletedAt: true } });
  if (!user) throw new NotFoundError();
  if (user.deletedAt) return { deletedAt: user.deletedAt.toISOString(), filesDeleted: 0, drivesRevoked: 0 };
  if (user.role === "operator") throw new ConflictError(OPERATOR_ACCOUNT_NOT_DELETABLE);

  // Signed out everywhere first, so nothing is added while the rest goes.
  await prisma().session.deleteMany({ where: { userId } });

  // Drive grants revoked at the provider, then forgotten (the demo drive's revoke deletes its
  // files; their keys are read first, so they go whatever the revoke manages).
  const fileCount = await storedFileCount(userId);
  const driveFiles = await prisma().demoDriveFile.findMany({ where: { connection: { userId } }, select: { storageKey: true } });
  const connections = await prisma().cloudConnection.findMany({ where: { userId }, select: { provider: true } });
  let drivesRevoked = 0;
  for (const { provider } of connections) {
    await disconnect(userId, provider === "demo" ? demoDrive : providers[provider]);
    drivesRevoked++;
  }

  const characters = await prisma().character.findMany({ where: { userId }, select: { id: true } });
  // The characters' YouTube, Instagram and TikTok grants too (decision 438).
  for (const { id } of characters) await revokeCharacterChannels(userId, id);
  const deliveries = await prisma().deliveryItem.findMany({ where: { purchase: { userId } }, select: { purchaseId: true }, distinct: ["purchaseId"] });
  const deletedAt = new Date();
  await prisma().$transaction(async (tx) => {
    const where = { userId };
    await tx.character.deleteMany({ where }); // profile, steps, social links, jobs, assets, posts go with them
    await tx.generationJob.deleteMany({ where });
    await tx.activity.deleteMany({ where });
    await tx.client.deleteMany({ where });
    await tx.lessonProgress.deleteMany({ where });
    await tx.passwordSetupToken.deleteMany({ where });
    await tx.oAuthState.deleteMany({ where });
    await tx.emailChange.deleteMany({ where });
    await tx.dataExport.deleteMany({ where });
    await tx.session.deleteMany({ where });
    await tx.deliveryItem.deleteMany({ where: { purchase: { userId } } });
    await tx.outboxEmail.deleteMany({ where: { to: user.email } });
    await tx.broadcastRecipient.deleteMany({ where: { OR: [{ userId }, { email: user.email }] } });
    await tx.automatedEmail.deleteMany({ where: { OR: [{ userId }, { email: user.email }] } });
    await tx.demoPaymentIntent.updateMany({ where: { email: user.email }, data: { email: tombstoneEmail(userId) } });
    await tx.user.update({
      where: { id: userId },
      data: { email: tombstoneEmail(userId), passwordHash: null, marketingEmails: false, timeZone: null, deletedAt, deletedBy: who.by },
    });
    if (who.by === "operator") await recordAudit(tx, who.operator, ACCOUNT_ACTIONS.deleted, { type: "user", id: userId }, { reason: who.reason });
  });

  // Files after their rows (decision 127): a crash between leaves orphans the sweep removes, never a row without its file.
  for (const { id } of characters) await deleteCharacterMedia(id);
  for (const { purchaseId } of deliveries) await mediaStore().deletePrefix(`deliveries/${purchaseId}/`);
  for (const { storageKey } of driveFiles) await mediaStore().delete(storageKey);
  await mediaStore().deletePrefix(exportMediaPrefix(userId));

  // The last word, to the address the account had; then that address leaves the outbox too.
  const sent = await accountDeletedEmail({ to: user.email, keptFor: KEPT_FOR })
    .then(sendEmail)
    .catch((error: unknown) => {
      console.error("[email] account deletion notice not sent", error);
      return null;
    });
  if (sent) await prisma().outboxEmail.updateMany({ where: { id: sent.id }, data: { to: tombstoneEmail(userId) } });
  return { deletedAt: deletedAt.toISOString(), filesDeleted: fileCount, drivesRevoked };
}

/** The buyer's files in the media store (characters' assets, delivered files, exports), for the report. */
async function storedFileCount(userId: string) {
  const [assets, deliveries, exports] = await Promise.all([
    prisma().asset.count({ where: { character: { userId }, storageKey: { not: null } } }),
    prisma().deliveryItem.count({ where: { purchase: { userId }, kind: "file" } }),
    prisma().dataExport.count({ where: { userId, storageKey: { not: null } } }),
  ]);
  const driveFiles = await prisma().demoDriveFile.count({ where: { connection: { userId } } });
  return assets + deliveries + exports + driveFiles;
}
