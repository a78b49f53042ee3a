import "server-only";
import { prisma } from "@/lib/db/client.server";
import { ownedCharacter } from "@/lib/auth/ownership.server";

// The character's saved shots, newest first: what Apply Composition offers to re-render.
const SHOWN = 24;

export type ShotDto = { id: string; url: string; scenario: string; composed: boolean; createdAt: string };

export async function listShots(userId: string, characterId: string): Promise<{ shots: ShotDto[] }> {
  await ownedCharacter(userId, characterId);
  const rows = await prisma().asset.findMany({
    where: { characterId, kind: "shot", url: { not: null } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: SHOWN,
    select: { id: true, url: true, meta: true, createdAt: true },
  });
  return {
    shots: rows.map((r) => {
      const meta = (r.meta ?? {}) as { scenario?: unknown; composed?: unknown };
      return {
        id: r.id,
        url: r.url!,
        scenario: typeof meta.scenario === "string" ? meta.scenario : "Shot",
        composed: meta.composed === true,
        createdAt: r.createdAt.toISOString(),
      };
    }),
  };
}
