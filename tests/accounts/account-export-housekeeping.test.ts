import { GET as download } from "@/app/api/user/account/export/[id]/route";
import { prisma } from "@/lib/db/client.server";
import { mediaStore } from "@/lib/media/media-store.server";
import { EXPORT_NOT_READY, EXPORT_STALE_MS, tendDataExports } from "@/lib/server/account/data-export.server";
import { call, signIn } from "../helpers/http";
import { withTestDatabase } from "../helpers/db";
import { createUser } from "../helpers/factories";

// Issue 46, decision 363: an export a stopped process left unfinished is made again by
// housekeeping, and a ZIP past its 24 hours can no longer be downloaded and is deleted.
withTestDatabase();

it("remakes an export whose process stopped, and it becomes downloadable", async () => {
  const user = await createUser();
  const lost = await prisma().dataExport.create({ data: { userId: user.id, status: "running", progress: 40 } });
  await prisma().$executeRaw`UPDATE "DataExport" SET "updatedAt" = ${new Date(Date.now() - EXPORT_STALE_MS - 60_000)} WHERE "id" = ${lost.id}::uuid`;
  expect((await tendDataExports()).resumed).toBe(1);
  const row = await prisma().dataExport.findUniqueOrThrow({ where: { id: lost.id } });
  expect(row).toMatchObject({ status: "ready", progress: 100 });
  const res = await call(download, { session: await signIn(user.id), params: { id: lost.id } });
  expect(res.status).toBe(200);
});

it("refuses an expired export (404) and deletes its file", async () => {
  const user = await createUser();
  const storageKey = `exports/${user.id}/old.zip`;
  await mediaStore().put(storageKey, Buffer.from("zip"), { contentType: "application/zip" });
  const old = await prisma().dataExport.create({
    data: { userId: user.id, status: "ready", progress: 100, storageKey, size: 3, expiresAt: new Date(Date.now() - 1000) },
  });
  const res = await call(download, { session: await signIn(user.id), params: { id: old.id } });
  expect(res.status).toBe(404);
  expect(res.body).toEqual({ message: EXPORT_NOT_READY });
  expect((await tendDataExports()).expired).toBe(1);
  expect(await mediaStore().get(storageKey)).toBeNull();
  // Once deleted, a later pass has nothing more to do.
  expect((await tendDataExports()).expired).toBe(0);
});
