import "server-only";
import { prisma } from "@/lib/db/client.server";
import { assetMediaKey, assetPath, discardFiles } from "./assets.server";
import { mediaStore } from "./media-store.server";

// Moves the bytes assets kept in PostgreSQL (voice clips, uploaded reference images, from
// before the media store) into the store (decision 130). SQL cannot write files, so this runs
// at start-up after the migrations. Idempotent and safe with several servers starting at once:
// each row is moved by a conditional update that only one of them wins; the file has the
// same key and bytes whoever writes it.
const BATCH = 20;

export async function moveAssetBytesToStore(): Promise<number> {
  let moved = 0;
  let after: string | undefined;
  for (;;) {
    const rows = await prisma().asset.findMany({
      where: { bytes: { not: null }, ...(after && { id: { gt: after } }) },
      orderBy: { id: "asc" },
      take: BATCH,
      select: { id: true, characterId: true, contentType: true, storageKey: true, bytes: true },
    });
    if (rows.length === 0) return moved;
    for (const row of rows) {
      const contentType = row.contentType ?? "application/octet-stream";
      const storageKey = row.storageKey ?? assetMediaKey(row.characterId, row.id, contentType);
      const data = Buffer.from(row.bytes!);
      await mediaStore().put(storageKey, data, { contentType });
      const { count } = await prisma().asset.updateMany({
        where: { id: row.id, bytes: { not: null } },
        data: { storageKey, size: data.length, bytes: null, url: assetPath(row.id) },
      });
      if (count === 1) moved += 1;
      // The row went away meanwhile (its character was deleted): the file must go too.
      else if (!(await prisma().asset.count({ where: { id: row.id } }))) await discardFiles([storageKey]);
    }
    after = rows.at(-1)!.id;
  }
}
