import "server-only";
import { prisma } from "@/lib/db/client.server";
import { resealed, SealError, sealPurpose } from "./crypto.server";

export type ResealCounts = { resealed: number; alreadyCurrent: number; unreadable: number };

type Row = { id: string; sealed: string | null; purpose: string };
type SealedColumn = {
  name: string;
  page(afterId: string | undefined, take: number): Promise<Row[]>;
  /** Writes the new value only if the row still holds the old one (a concurrent write wins). */
  replace(id: string, from: string, to: string): Promise<{ count: number }>;
};

// Every column sealed with lib/crypto. A new sealed column belongs here too.
const COLUMNS: SealedColumn[] = [
  {
    name: "SocialLink.loginPasswordSealed",
    page: async (afterId, take) =>
      (
        await prisma().socialLink.findMany({
          where: { loginPasswordSealed: { not: null }, ...(afterId ? { id: { gt: afterId } } : {}) },
          orderBy: { id: "asc" },
          take,
          select: { id: true, loginPasswordSealed: true },
        })
      ).map((r) => ({ id: r.id, sealed: r.loginPasswordSealed, purpose: sealPurpose.socialLinkPassword(r.id) })),
    replace: (id, from, to) => prisma().socialLink.updateMany({ where: { id, loginPasswordSealed: from }, data: { loginPasswordSealed: to } }),
  },
  {
    name: "CloudConnection.tokensSealed",
    page: async (afterId, take) =>
      (
        await prisma().cloudConnection.findMany({
          where: afterId ? { id: { gt: afterId } } : {},
          orderBy: { id: "asc" },
          take,
          select: { id: true, userId: true, provider: true, tokensSealed: true },
        })
      ).map((r) => ({ id: r.id, sealed: r.tokensSealed, purpose: sealPurpose.cloudConnectionTokens(r.userId, r.provider) })),
    replace: (id, from, to) => prisma().cloudConnection.updateMany({ where: { id, tokensSealed: from }, data: { tokensSealed: to } }),
  },
  {
    name: "PublishingChannel.tokensSealed",
    page: async (afterId, take) =>
      (
        await prisma().publishingChannel.findMany({
          where: { tokensSealed: { not: null }, ...(afterId ? { id: { gt: afterId } } : {}) },
          orderBy: { id: "asc" },
          take,
          select: { id: true, tokensSealed: true },
        })
      ).map((r) => ({ id: r.id, sealed: r.tokensSealed!, purpose: sealPurpose.publishingChannelTokens(r.id) })),
    replace: (id, from, to) => prisma().publishingChannel.updateMany({ where: { id, tokensSealed: from }, data: { tokensSealed: to } }),
  },
  {
    name: "OAuthState.codeVerifier",
    page: async (afterId, take) =>
      (
        await prisma().oAuthState.findMany({
          where: afterId ? { id: { gt: afterId } } : {},
          orderBy: { id: "asc" },
          take,
          select: { id: true, codeVerifier: true },
        })
      ).map((r) => ({ id: r.id, sealed: r.codeVerifier, purpose: sealPurpose.oauthCodeVerifier(r.id) })),
    replace: (id, from, to) => prisma().oAuthState.updateMany({ where: { id, codeVerifier: from }, data: { codeVerifier: to } }),
  },
  {
    // Keyed by its domain, which stands in for the id here.
    name: "DkimKey.privateKey",
    page: async (afterId, take) =>
      (
        await prisma().dkimKey.findMany({
          where: afterId ? { domain: { gt: afterId } } : {},
          orderBy: { domain: "asc" },
          take,
          select: { domain: true, privateKey: true },
        })
      ).map((r) => ({ id: r.domain, sealed: r.privateKey, purpose: sealPurpose.dkimPrivateKey(r.domain) })),
    replace: (domain, from, to) => prisma().dkimKey.updateMany({ where: { domain, privateKey: from }, data: { privateKey: to } }),
  },
];

/**
 * After a key rotation (new ENCRYPTION_KEY, old one in ENCRYPTION_KEY_PREVIOUS), re-seals every
 * stored secret that a retired key opens, and every value sealed before purposes were bound in
 * (decision 094). Idempotent and safe beside running servers; values no
 * configured key opens are left as they are and counted, so the old key is not dropped too soon.
 */
export async function resealStoredSecrets(batchSize = 200): Promise<Record<string, ResealCounts>> {
  const report: Record<string, ResealCounts> = {};
  for (const column of COLUMNS) {
    const counts: ResealCounts = { resealed: 0, alreadyCurrent: 0, unreadable: 0 };
    let afterId: string | undefined;
    for (let rows = await column.page(afterId, batchSize); rows.length > 0; rows = await column.page(afterId, batchSize)) {
      for (const { id, sealed, purpose } of rows) {
        if (!sealed) continue;
        try {
          const next = resealed(sealed, purpose);
          // A value the app rewrote meanwhile (a token refresh) is sealed with the current key.
          const replaced = next !== null && (await column.replace(id, sealed, next)).count === 1;
          if (replaced) counts.resealed++;
          else counts.alreadyCurrent++;
        } catch (error) {
          if (!(error instanceof SealError)) throw error;
          counts.unreadable++;
        }
      }
      afterId = rows.at(-1)!.id;
    }
    report[column.name] = counts;
  }
  return report;
}
