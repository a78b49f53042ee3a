import "server-only";
import { prisma } from "@/lib/db/client.server";
import { HttpError } from "@/lib/api/errors";
import { Prisma } from "@/lib/db/generated/client";
import { STORAGE_QUOTA } from "@/lib/policy/limits";
import { formatStorage } from "@/lib/media/storage-format";

// A buyer's share of the media store (issue 29, decision 174): the sum of Asset.size over their
// characters (with each picture's stored WebP copies, decision 398) and of the files on their demo
// drive (decision 205), against the policy table's quota.

type Db = Pick<Prisma.TransactionClient, "$queryRaw">;

/**
 * The stored bytes of the user an SQL uuid expression names, as one SQL expression (bigint): the
 * quota check, the dashboard's figure and the operator's customers list all count this one.
 */
export const storedBytesOfSql = (userId: Prisma.Sql) => Prisma.sql`(
  (SELECT COALESCE(SUM(COALESCE(a."size", 0) + a."variantBytes"), 0) FROM "Asset" a JOIN "Character" c ON c."id" = a."characterId" WHERE c."userId" = ${userId})
  + (SELECT COALESCE(SUM(f."size"), 0) FROM "DemoDriveFile" f JOIN "CloudConnection" k ON k."id" = f."connectionId" WHERE k."userId" = ${userId})
)::bigint`;

/** The buyer's stored bytes, for this check and the dashboard's figure. */
export const storageBytesSql = (userId: string) => storedBytesOfSql(Prisma.sql`${userId}::uuid`);

async function bytesUsed(db: Db, userId: string): Promise<number> {
  const [row] = await db.$queryRaw<{ used: bigint | number | null }[]>`SELECT ${storageBytesSql(userId)} AS "used"`;
  return Number(row?.used ?? 0);
}

export const quotaExceededMessage = () => `This would go over your ${formatStorage(STORAGE_QUOTA.bytesPerBuyer)} storage quota. Delete some files first.`;

/** Whether `incoming` more bytes fit in the buyer's quota. */
export async function hasStorageRoom(userId: string, incoming: number, db: Db = prisma()): Promise<boolean> {
  return (await bytesUsed(db, userId)) + incoming <= STORAGE_QUOTA.bytesPerBuyer;
}

/** 413 { message } naming the quota when `incoming` more bytes would not fit. */
export async function assertStorageRoom(userId: string, incoming: number, db: Db = prisma()) {
  if (!(await hasStorageRoom(userId, incoming, db))) throw new HttpError(413, quotaExceededMessage());
}

/** One buyer's stored-byte writes take turns until the transaction ends (a transaction lock on the buyer). */
export async function lockBuyerStorage(tx: Prisma.TransactionClient, userId: string) {
  await tx.$queryRaw`SELECT 1 FROM (SELECT pg_advisory_xact_lock(hashtext(${`storage:${userId}`}))) AS locked`;
}

/**
 * Inside the transaction that records a new file: one buyer's uploads take turns (a transaction
 * lock on the buyer), so two at once cannot both squeeze under the quota. The new row is already
 * counted, so the check is that the total still fits.
 */
export async function assertWithinQuota(tx: Prisma.TransactionClient, userId: string) {
  await lockBuyerStorage(tx, userId);
  await assertStorageRoom(userId, 0, tx);
}
