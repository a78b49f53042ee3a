import "server-only";
import { Readable } from "node:stream";
import { prisma } from "@/lib/db/client.server";
import { appUrl } from "@/lib/env";
import { ConflictError, NotFoundError } from "@/lib/api/errors";
import { mediaStore } from "@/lib/media/media-store.server";
import { assetStream } from "@/lib/media/assets.server";
import { extensionFor } from "@/lib/media/content-types";
import { pulledZipStream, type ZipEntry } from "@/lib/media/zip-stream.server";
import { sendEmail } from "@/lib/email/transport.server";
import { dataExportReadyEmail } from "@/lib/email/templates/account";
import { throttle } from "@/lib/policy/throttle.server";
import { certificatePdf } from "@/lib/course/certificate.server";
import { recordAudit } from "@/lib/admin/audit.server";
import type { Operator } from "@/lib/auth/roles";
import { ACCOUNT_ACTIONS, DATA_RULES } from "@/lib/accounts/data-rules";
import { ownedRows, ownedTables } from "@/lib/accounts/owned-rows.server";

// "Download my data" (issue 46, decision 363): a ZIP of every row the account owns, one JSON file
// per table (the tables read from the schema, each with its rule in ./data-rules.ts), plus every
// stored file of the account (characters' pictures, voice clips and videos, delivered files, the
// demo drive) and the course certificate when the course is done. Made in the background: the
// ZIP streams into the media store under exports/<userId>/ (never whole in memory), counted
// against no quota, downloadable by its owner for 24 hours; an e-mail says when it is ready.

export const EXPORT_VALID_HOURS = 24;
export const EXPORT_RUNNING = "Your data is already being gathered: wait for it to finish.";
export const EXPORT_NOT_READY = "This export is not ready, or it has expired. Ask for a new one.";
/** A running export whose row has not moved for this long is taken to be lost with its process and run again. */
export const EXPORT_STALE_MS = 10 * 60_000;

export const exportMediaPrefix = (userId: string) => `exports/${userId}/`;

export type ExportView = {
  id: string;
  status: "queued" | "running" | "ready" | "failed" | "expired";
  progress: number;
  size: number | null;
  expiresAt: string | null;
  error: string | null;
  createdAt: string;
};

function viewOf(
  row: { id: string; status: string; progress: number; size: bigint | null; expiresAt: Date | null; error: string | null; createdAt: Date },
  now = new Date(),
): ExportView {
  const expired = row.status === "ready" && row.expiresAt !== null && row.expiresAt <= now;
  return {
    id: row.id,
    status: expired ? "expired" : (row.status as ExportView["status"]),
    progress: row.progress,
    size: row.size === null ? null : Number(row.size),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The account's newest export, for the page's progress bar. */
export async function latestExport(userId: string): Promise<ExportView | null> {
  const row = await prisma().dataExport.findFirst({ where: { userId }, orderBy: { createdAt: "desc" } });
  return row && viewOf(row);
}

/**
 * Asks for an export. While one is queued or running it is answered again (a double click makes
 * one ZIP); otherwise a new one starts in this process right away.
 */
export async function requestDataExport(userId: string, requestedBy: "buyer" | "operator" = "buyer"): Promise<ExportView> {
  const running = await prisma().dataExport.findFirst({ where: { userId, status: { in: ["queued", "running"] } }, orderBy: { createdAt: "desc" } });
  if (running) return viewOf(running);
  await throttle("dataExportPerUser", userId);
  const row = await prisma().dataExport.create({ data: { userId, requestedBy } });
  void runDataExport(row.id).catch((error: unknown) => console.error("[export] data export failed", row.id, error));
  return viewOf(row);
}

/** The operator's export on a buyer's written request (issue 46): the same ZIP, audited. */
export async function requestDataExportForCustomer(operator: Operator, userId: string, reason: string) {
  const user = await prisma().user.findUnique({ where: { id: userId }, select: { deletedAt: true } });
  if (!user) throw new NotFoundError();
  if (user.deletedAt) throw new ConflictError("This account is closed: its data is deleted.");
  const view = await requestDataExport(userId, "operator");
  await recordAudit(prisma(), operator, ACCOUNT_ACTIONS.exported, { type: "user", id: userId }, { exportId: view.id, reason });
  return view;
}

const json = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) => (typeof v === "bigint" ? v.toString() : v instanceof Uint8Array ? undefined : v), 2);

const safeName = (name: string) => name.replace(/[^A-Za-z0-9._ -]+/g, "_").slice(0, 80) || "file";

type Source = () => Promise<ZipEntry | null>;

/** Builds the ZIP's entries lazily: the tables first, then the files, each opened only when its turn comes. */
async function exportEntries(userId: string, onStep: (done: number, total: number) => Promise<void>) {
  const owned = await ownedTables();
  const tables = owned.tables.filter((t) => DATA_RULES[t]?.export === true);
  const leftOut = owned.tables.filter((t) => DATA_RULES[t]?.export !== true).map((t) => ({ table: t, why: String(DATA_RULES[t]?.export ?? "no rule") }));
  const [assets, deliveries, driveFiles, user] = await Promise.all([
    prisma().asset.findMany({
      where: { character: { userId }, storageKey: { not: null } },
      select: { id: true, characterId: true, storageKey: true, contentType: true, kind: true },
    }),
    prisma().deliveryItem.findMany({ where: { purchase: { userId }, kind: "file" }, select: { id: true, purchaseId: true, name: true } }),
    prisma().demoDriveFile.findMany({ where: { connection: { userId } }, select: { storageKey: true, folder: true, name: true } }),
    prisma().user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } }),
  ]);
  const sources: Source[] = [];
  const manifest = { exportedAt: new Date().toISOString(), tables: {} as Record<string, number>, leftOut, files: 0 };
  for (const table of tables) {
    sources.push(async () => {
      const rule = DATA_RULES[table];
      const rows = (await ownedRows(owned, table, userId)).map((row) => {
        const out: Record<string, unknown> = { ...row };
        for (const column of rule.omit ?? []) {
          delete out[column];
          if (rule.omitNote?.[column]) out[column] = rule.omitNote[column];
        }
        return out;
      });
      manifest.tables[table] = rows.length;
      return { name: `data/${table}.json`, data: json(rows) };
    });
  }
  const file =
    (name: string, open: () => Promise<Readable | null>): Source =>
    async () => {
      const body = await open();
      if (!body) return { name: `${name}.missing.txt`, data: "This file was listed but is no longer in storage." };
      manifest.files++;
      return { name, data: body, store: true };
    };
  for (const a of assets)
    sources.push(
      file(`files/characters/${a.characterId}/${a.kind}-${a.id}.${extensionFor(a.contentType ?? "")}`, async () => (await assetStream(a))?.body ?? null),
    );
  for (const d of deliveries)
    sources.push(
      file(
        `files/deliveries/${d.purchaseId}/${d.id}-${safeName(d.name)}`,
        async () => (await mediaStore().get(`deliveries/${d.purchaseId}/${d.id}`))?.body ?? null,
      ),
    );
  for (const f of driveFiles)
    sources.push(file(`files/demo-drive/${safeName(f.folder)}/${safeName(f.name)}`, async () => (await mediaStore().get(f.storageKey))?.body ?? null));
  sources.push(async () => {
    const certificate = await certificatePdf({ userId, email: user.email, buyer: true, operator: false }).catch(() => null);
    return certificate
      ? { name: `files/certificate/${certificate.fileName}`, data: Buffer.from(certificate.bytes) }
      : { name: "files/certificate/none.txt", data: "No certificate yet: it comes when every lesson of the course is done." };
  });
  sources.push(async () => ({ name: "README.txt", data: readme(manifest) }));
  sources.push(async () => ({ name: "manifest.json", data: json(manifest) }));

  let i = 0;
  return async (): Promise<ZipEntry | null> => {
    if (i >= sources.length) return null;
    const entry = await sources[i++]();
    await onStep(i, sources.length);
    return entry;
  };
}

function readme(manifest: { tables: Record<string, number>; leftOut: { table: string; why: string }[]; files: number }) {
  return [
    "Your data, as the studio holds it.",
    "",
    "data/<Table>.json: every row of your account, one file per table (dates in UTC, ISO 8601).",
    "files/: your characters' pictures, voice clips and videos, delivered files, demo drive files, and the course certificate.",
    "",
    "Left out on purpose:",
    "- Passwords. Your sign-in password is stored only as a one-way hash; your social accounts' passwords are never exported",
    "  (SocialLink.json says so on each row): reveal them one by one in the studio.",
    "- Cloud drive access tokens (CloudConnection.json says so).",
    ...manifest.leftOut.map((l) => `- ${l.table}: ${l.why}.`),
    "",
    `Tables: ${Object.entries(manifest.tables)
      .map(([t, n]) => `${t} (${n})`)
      .join(", ")}. Files: ${manifest.files}.`,
    "The studio keeps no chat or message history; post captions are in ContentPost.json and video scripts in CharacterStepData.json.",
    "",
  ].join("\n");
}

/** Makes one export: claims it, streams the ZIP into the media store, marks it ready and e-mails its owner. */
export async function runDataExport(id: string) {
  const claimed = await prisma().dataExport.updateMany({
    where: { id, OR: [{ status: "queued" }, { status: "running", updatedAt: { lt: new Date(Date.now() - EXPORT_STALE_MS) } }] },
    data: { status: "running", progress: 0 },
  });
  if (claimed.count !== 1) return;
  const row = await prisma().dataExport.findUniqueOrThrow({ where: { id }, select: { userId: true } });
  const key = `${exportMediaPrefix(row.userId)}${id}.zip`;
  try {
    let shown = 0;
    const next = await exportEntries(row.userId, async (done, total) => {
      const percent = Math.min(99, Math.floor((done / total) * 100));
      if (percent >= shown + 5) {
        shown = percent;
        await prisma().dataExport.updateMany({ where: { id }, data: { progress: percent } });
      }
    });
    const zip = Readable.fromWeb(pulledZipStream(next, { deflate: true }) as import("node:stream/web").ReadableStream<Uint8Array>);
    await mediaStore().put(key, zip, { contentType: "application/zip" });
    const stored = await mediaStore().get(key);
    stored?.body.destroy();
    const expiresAt = new Date(Date.now() + EXPORT_VALID_HOURS * 3_600_000);
    const done = await prisma().dataExport.updateMany({
      where: { id },
      data: { status: "ready", progress: 100, storageKey: key, size: BigInt(stored?.size ?? 0), expiresAt },
    });
    // Deleted meanwhile (the account was closed): the file goes too.
    if (done.count !== 1) return void (await mediaStore().delete(key));
    const user = await prisma().user.findUnique({ where: { id: row.userId }, select: { email: true } });
    if (user)
      await dataExportReadyEmail({ to: user.email, pageUrl: `${appUrl()}/user/settings/account`, validHours: EXPORT_VALID_HOURS })
        .then(sendEmail)
        .catch((error: unknown) => console.error("[email] export ready notice not sent", error));
  } catch (error) {
    console.error("[export] data export failed", id, error);
    await mediaStore()
      .delete(key)
      .catch(() => {});
    await prisma().dataExport.updateMany({ where: { id }, data: { status: "failed", error: "The export could not be made. Please ask for a new one." } });
  }
}

/** Housekeeping: exports left queued or running by a process that ended are made again; expired ZIPs are deleted. */
export async function tendDataExports(now = new Date()) {
  const lost = await prisma().dataExport.findMany({
    where: {
      OR: [
        { status: "queued", createdAt: { lt: new Date(now.getTime() - 60_000) } },
        { status: "running", updatedAt: { lt: new Date(now.getTime() - EXPORT_STALE_MS) } },
      ],
    },
    select: { id: true },
    take: 5,
  });
  for (const { id } of lost) await runDataExport(id);
  const expired = await prisma().dataExport.findMany({
    where: { status: "ready", expiresAt: { lt: now }, storageKey: { not: null } },
    select: { id: true, storageKey: true },
  });
  for (const e of expired) {
    if (e.storageKey) await mediaStore().delete(e.storageKey);
    await prisma().dataExport.update({ where: { id: e.id }, data: { storageKey: null } });
  }
  return { resumed: lost.length, expired: expired.length };
}

/** The owner's ready, unexpired ZIP as a stream; 404 the same for a foreign, missing, unready or expired one. */
export async function openDataExport(userId: string, id: string) {
  const row = await prisma().dataExport.findFirst({ where: { id, userId, status: "ready", expiresAt: { gt: new Date() } } });
  const media = row?.storageKey ? await mediaStore().get(row.storageKey) : null;
  if (!row || !media) throw new NotFoundError(EXPORT_NOT_READY);
  const day = row.createdAt.toISOString().slice(0, 10);
  return { media, fileName: `my-data-${day}.zip` };
}
