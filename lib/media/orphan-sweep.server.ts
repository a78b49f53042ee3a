import "server-only";
import { prisma } from "@/lib/db/client.server";
import { discardFiles } from "./assets.server";
import { mediaStore } from "./media-store.server";
import { variantOfKey } from "./picture-variants.server";

// Stored character files that no Asset row names (issue 29, decision 174), nor lists as one of
// its picture's copies (decision 398): what a worker leaves when it dies between writing a file
// and committing its row. Only files older than a day are candidates, so a write whose row is
// still being committed is never taken for an orphan.

const CHARACTER_FILES = "characters/";
export const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;
const BATCH = 1000;

/** Deletes orphaned character files older than a day; returns how many. Safe on several servers at once. */
export async function sweepOrphanFiles(now = new Date()): Promise<number> {
  const candidates = await mediaStore().listOlderThan(CHARACTER_FILES, new Date(now.getTime() - ORPHAN_AGE_MS));
  const orphans: string[] = [];
  for (let i = 0; i < candidates.length; i += BATCH) {
    const batch = candidates.slice(i, i + BATCH);
    // A picture's stored copy (decision 398) belongs to its asset while the asset lists its width.
    const copies = new Map(
      batch.flatMap((key) => {
        const copy = variantOfKey(key);
        return copy ? [[key, copy] as const] : [];
      }),
    );
    const named = await prisma().asset.findMany({
      where: { OR: [{ storageKey: { in: batch } }, { id: { in: [...new Set([...copies.values()].map((copy) => copy.assetId))] } }] },
      select: { id: true, storageKey: true, variantWidths: true },
    });
    const kept = new Set(named.map((row) => row.storageKey));
    const widths = new Map(named.map((row) => [row.id, row.variantWidths]));
    const isKept = (key: string) => {
      const copy = copies.get(key);
      return copy ? (widths.get(copy.assetId)?.includes(copy.width) ?? false) : kept.has(key);
    };
    orphans.push(...batch.filter((key) => !isKept(key)));
  }
  await discardFiles(orphans);
  return orphans.length;
}
