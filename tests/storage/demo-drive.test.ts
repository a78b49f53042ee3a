import { NextRequest } from "next/server";
import { buffer } from "node:stream/consumers";
import { GET as connectionsRoute } from "@/app/api/cloud-storage/connections/route";
import { POST as connectRoute } from "@/app/api/cloud-storage/[provider]/connect/route";
import { DELETE as disconnectRoute } from "@/app/api/cloud-storage/[provider]/route";
import { POST as testRoute } from "@/app/api/cloud-storage/[provider]/test/route";
import { POST as exportRoute } from "@/app/api/cloud-storage/[provider]/export/route";
import { POST as packageRoute } from "@/app/api/cloud-storage/[provider]/package/route";
import { DELETE as deleteFileRoute, GET as fileRoute } from "@/app/api/cloud-storage/[provider]/files/[id]/route";
import { sessionCookieName } from "@/lib/auth/session.server";
import { prisma } from "@/lib/db/client.server";
import { mediaStore } from "@/lib/media/media-store.server";
import { PACKAGE_LIMITS, STORAGE_QUOTA } from "@/lib/policy/limits";
import { demoDriveFiles } from "@/lib/storage/demo-drive.server";
import { demoDriveToken } from "@/lib/storage/providers/demo-drive.server";
import { seal, sealPurpose } from "@/lib/crypto/crypto.server";
import type { ExportEvent } from "@/lib/validation/cloud-connection";
import { withTestDatabase } from "../helpers/db";
import { createPurchase, createUser } from "../helpers/factories";
import { customerDetail } from "@/lib/admin/customers.server";
import { call, signIn } from "../helpers/http";
import { unzip } from "../helpers/zip";

// The demo drive (issue 31 item 6, decision 205): in a DEMO_MODE=1 deployment without any OAuth
// app, a buyer connects it, sends an export and a package to it through the same calls as the
// real drives, and downloads what arrived. Outside demo mode: tests/storage/cloud-storage-unconfigured.test.ts.
process.env.DEMO_MODE = "1";
beforeAll(() => {
  for (const name of ["DROPBOX", "GOOGLE", "MICROSOFT"]) {
    delete process.env[`${name}_CLIENT_ID`];
    delete process.env[`${name}_CLIENT_SECRET`];
  }
});
withTestDatabase();

const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001", "hex");
const SCRIPT = "Hi, I'm Mia. Three packing mistakes.";
const demo = { provider: "demo" };

async function character(userId: string) {
  const c = await prisma().character.create({ data: { userId, name: "Mia Lopez", niche: "Travel & Adventure" } });
  await prisma().asset.create({
    data: { characterId: c.id, kind: "reference-image", contentType: "image/png", bytes: PNG, meta: { fileName: "reference.png" } },
  });
  await prisma().asset.create({ data: { characterId: c.id, kind: "script", contentType: "text/plain", meta: { text: SCRIPT } } });
  return c;
}

async function connected() {
  const user = await createUser();
  const session = await signIn(user.id);
  const res = await call(connectRoute, { session, params: demo, method: "POST" });
  expect(res.status).toBe(200);
  return { user, session };
}

/** The download route's answer as bytes (call() reads bodies as text). */
async function download(id: string, session: string) {
  const headers = new Headers({ cookie: `${sessionCookieName()}=${session}` });
  const res = await fileRoute(new NextRequest(`http://localhost:3000/api/cloud-storage/demo/files/${id}`, { headers }), {
    params: Promise.resolve({ provider: "demo", id }),
  });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

it("is offered beside the real drives, which are not set up, and connects without OAuth keys", async () => {
  const { user, session } = await connected();
  const list = await call(connectionsRoute, { session });
  expect(list.body.providers.map((p: { provider: string; configured: boolean }) => [p.provider, p.configured])).toEqual([
    ["dropbox", false],
    ["google_drive", false],
    ["onedrive", false],
    ["demo", true],
  ]);
  expect(list.body.providers.at(-1)).toEqual({ provider: "demo", label: "Demo drive", configured: true, missing: [] });
  expect(list.body.connections).toEqual([{ provider: "demo", displayName: "Demo drive", email: null, status: "active", connectedAt: expect.any(String) }]);
  // Connecting again changes nothing; the connection test answers like a real drive's.
  expect((await call(connectRoute, { session, params: demo, method: "POST" })).status).toBe(200);
  expect(await prisma().cloudConnection.count({ where: { userId: user.id } })).toBe(1);
  expect((await call(testRoute, { session, params: demo, method: "POST" })).body).toEqual({ success: true, tokenRefreshed: false });
  // The OAuth connect stays the real drives' own.
  const { GET: authRoute } = await import("@/app/api/cloud-storage/[provider]/auth/route");
  expect((await call(authRoute, { session, params: demo })).status).toBe(404);
});

it("receives the package in chunks, lists it, and gives it back byte for byte; another buyer gets 404", async () => {
  const { user, session } = await connected();
  const c = await character(user.id);
  jest.replaceProperty(PACKAGE_LIMITS, "driveChunkBytes", 512);
  // The store is handed a stream of the spooled file's chunks, never the whole file at once.
  const store = mediaStore();
  const put = store.put.bind(store);
  const pieces: number[] = [];
  jest.spyOn(store, "put").mockImplementation(async (key, body, options) => {
    if (Buffer.isBuffer(body)) return put(key, body, options);
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk as Buffer);
    pieces.push(...chunks.map((chunk) => chunk.length));
    return put(key, Buffer.concat(chunks), options);
  });
  const sent = await call(packageRoute, { session, params: demo, body: { characterId: c.id } });
  jest.restoreAllMocks();
  expect(sent.status).toBe(200);
  expect(pieces.length).toBeGreaterThan(1);
  expect(Math.max(...pieces)).toBeLessThanOrEqual(512);
  expect(sent.body).toEqual({ folder: "Mia Lopez", name: "Mia Lopez package.zip", bytes: expect.any(Number) });
  expect(sent.body.bytes).toBeGreaterThan(512);

  const files = await demoDriveFiles(user.id);
  expect(files).toEqual([
    {
      id: expect.any(String),
      folder: "Mia Lopez",
      name: "Mia Lopez package.zip",
      size: sent.body.bytes,
      receivedAt: expect.any(String),
      url: expect.any(String),
    },
  ]);
  const file = files![0]!;
  expect(file.url).toBe(`/api/cloud-storage/demo/files/${file.id}`);

  const { res, bytes } = await download(file.id, session);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-disposition")).toBe(`attachment; filename="Mia Lopez package.zip"; filename*=UTF-8''Mia%20Lopez%20package.zip`);
  expect(res.headers.get("content-type")).toBe("application/zip");
  expect(bytes.length).toBe(sent.body.bytes);
  const row = await prisma().demoDriveFile.findUniqueOrThrow({ where: { id: file.id } });
  expect(bytes.equals(await buffer((await mediaStore().get(row.storageKey))!.body))).toBe(true);
  const zip = await unzip(bytes);
  expect([...zip.keys()]).toContain("Mia Lopez/profile/profile.json");
  expect(zip.get("Mia Lopez/script/script.txt")!.toString()).toBe(`${SCRIPT}\n`);
  // Counted like any drive export on the character's Posts step.
  expect(await prisma().activity.count({ where: { characterId: c.id, kind: "cloud_export_finished" } })).toBe(1);

  const stranger = await connected();
  const foreign = await download(file.id, stranger.session);
  const missing = await download("00000000-0000-4000-8000-000000000000", stranger.session);
  expect(foreign.res.status).toBe(404);
  expect(JSON.parse(foreign.bytes.toString())).toEqual(JSON.parse(missing.bytes.toString()));
  expect(await demoDriveFiles(stranger.user.id)).toEqual([]);
  expect((await call(packageRoute, { session: stranger.session, params: demo, body: { characterId: c.id } })).status).toBe(404);
});

it("receives an export file by file into a new folder each time", async () => {
  const { user, session } = await connected();
  const c = await character(user.id);
  const exported = async () => (await call(exportRoute, { session, params: demo, body: { characterId: c.id } })).body as string;
  const lines = (await exported())
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as ExportEvent);
  expect(lines.at(-1)).toEqual({ type: "done", folder: "Mia Lopez", uploaded: 2, failed: 0 });
  const again = JSON.parse((await exported()).trim().split("\n").at(-1)!) as ExportEvent;
  expect(again).toEqual({ type: "done", folder: "Mia Lopez (2)", uploaded: 2, failed: 0 });

  const files = (await demoDriveFiles(user.id))!;
  expect(files.map((f) => `${f.folder}/${f.name}`).sort()).toEqual([
    "Mia Lopez (2)/01-reference.png",
    "Mia Lopez (2)/02-script-2.txt",
    "Mia Lopez/01-reference.png",
    "Mia Lopez/02-script-2.txt",
  ]);
  const script = files.find((f) => f.name === "02-script-2.txt")!;
  expect((await download(script.id, session)).bytes.toString()).toBe(SCRIPT);
});

it("counts what it holds against the storage quota and refuses a package that would go over it", async () => {
  const { user, session } = await connected();
  const c = await character(user.id);
  jest.replaceProperty(STORAGE_QUOTA, "bytesPerBuyer", 100);
  const res = await call(packageRoute, { session, params: demo, body: { characterId: c.id } });
  jest.restoreAllMocks();
  expect(res.status).toBe(413);
  expect(res.body).toEqual({ message: "This would go over your 100 B storage quota. Delete some files first." });
  expect(await demoDriveFiles(user.id)).toEqual([]);

  expect((await call(packageRoute, { session, params: demo, body: { characterId: c.id } })).status).toBe(200);
  const { size } = (await demoDriveFiles(user.id))![0]!;
  await prisma().asset.update({ where: { id: (await prisma().asset.findFirstOrThrow({ where: { characterId: c.id } })).id }, data: { size: 1000 } });
  const { storageBytesSql } = await import("@/lib/policy/storage-quota.server");
  const [row] = await prisma().$queryRaw<{ used: bigint }[]>`SELECT ${storageBytesSql(user.id)} AS "used"`;
  expect(Number(row!.used)).toBe(size + 1000);
  // The operator's customer page shows the same figure.
  await createPurchase(user.id);
  expect((await customerDetail(user.id)).storageBytes).toBe(size + 1000);
});

it("deletes its files when it is disconnected", async () => {
  const { user, session } = await connected();
  const c = await character(user.id);
  expect((await call(packageRoute, { session, params: demo, body: { characterId: c.id } })).status).toBe(200);
  const row = await prisma().demoDriveFile.findFirstOrThrow({ where: { connection: { userId: user.id } } });
  expect((await call(disconnectRoute, { session, params: demo, method: "DELETE" })).status).toBe(200);
  expect(await prisma().demoDriveFile.count({ where: { id: row.id } })).toBe(0);
  expect(await mediaStore().get(row.storageKey)).toBeNull();
  expect(await demoDriveFiles(user.id)).toBeNull();
});

it("refuses a token it did not sign for this buyer, like a real drive's 401: the connection asks to reconnect", async () => {
  const { user, session } = await connected();
  const other = await createUser();
  // Another buyer's token sealed into this buyer's connection (a moved or tampered value).
  await prisma().cloudConnection.update({
    where: { userId_provider: { userId: user.id, provider: "demo" } },
    data: { tokensSealed: seal(JSON.stringify(demoDriveToken(other.id)), sealPurpose.cloudConnectionTokens(user.id, "demo")) },
  });
  const res = await call(testRoute, { session, params: demo, method: "POST" });
  expect(res.body).toEqual({
    success: false,
    tokenRefreshed: false,
    message: "Your Demo drive connection has expired or was revoked. Reconnect Demo drive and try again.",
  });
  expect((await call(connectionsRoute, { session })).body.connections).toEqual([expect.objectContaining({ provider: "demo", status: "broken" })]);
  // Connecting again mends it.
  await call(connectRoute, { session, params: demo, method: "POST" });
  expect((await call(testRoute, { session, params: demo, method: "POST" })).body).toEqual({ success: true, tokenRefreshed: false });
});

it("deletes one file for its owner, freeing its room; another buyer's delete is a 404 and changes nothing", async () => {
  const { user, session } = await connected();
  const c = await character(user.id);
  await call(exportRoute, { session, params: demo, body: { characterId: c.id } });
  const [first, second] = (await demoDriveFiles(user.id))!;
  const stranger = await connected();
  const foreign = await call(deleteFileRoute, { session: stranger.session, params: { ...demo, id: first!.id }, method: "DELETE" });
  expect(foreign).toMatchObject({ status: 404, body: { message: "File not found" } });
  expect(await demoDriveFiles(user.id)).toHaveLength(2);

  const row = await prisma().demoDriveFile.findUniqueOrThrow({ where: { id: first!.id } });
  const res = await call(deleteFileRoute, { session, params: { ...demo, id: first!.id }, method: "DELETE" });
  expect(res).toMatchObject({ status: 200, body: { success: true } });
  expect((await demoDriveFiles(user.id))!.map((f) => f.id)).toEqual([second!.id]);
  expect(await mediaStore().get(row.storageKey)).toBeNull();
  expect((await call(deleteFileRoute, { session, params: { ...demo, id: first!.id }, method: "DELETE" })).status).toBe(404);
});
