import "server-only";
import { prisma } from "@/lib/db/client.server";
import { PublishError, type ChannelForAdapter, type PlatformAdapter } from "./adapter";
import { adapterFor as defaultAdapterFor } from "./adapters.server";
import { readPublicationOptions } from "@/lib/validation/publishing";
import { markFailed, markPublished, markTransientFailure, rememberPlatformRef, renewPublicationLease, type ClaimedPublication } from "./queue.server";

export type RunOptions = {
  leaseSeconds: number;
  /** Tests hand in a platform that fails on cue. */
  adapterFor?: (channel: ChannelForAdapter) => PlatformAdapter;
  backoffBaseSeconds?: number;
};

const numberOr = (meta: unknown, key: string) => {
  const value = meta && typeof meta === "object" ? (meta as Record<string, unknown>)[key] : undefined;
  return typeof value === "number" ? value : undefined;
};

/**
 * Publishes one claimed publication through its channel's adapter, renewing the lease while the
 * upload runs, then writes the outcome under the claim's fence: a worker that lost the claim
 * writes nothing. A permanent refusal fails at once; a revoked token also marks the channel
 * "Reconnect needed"; anything else is transient and waits its backoff.
 */
export async function runPublication(claim: ClaimedPublication, options: RunOptions) {
  const row = await prisma().postPublication.findUnique({
    where: { id: claim.id },
    include: {
      channel: true,
      post: {
        select: { caption: true, revision: true, asset: { select: { id: true, kind: true, storageKey: true, contentType: true, size: true, meta: true } } },
      },
    },
  });
  if (!row) return;
  const { channel, post } = row;
  if (channel.status === "reconnect_needed") return void (await markFailed(claim, `Reconnect needed: ${channel.statusReason ?? "the connection was refused"}`));
  const asset = post.asset;
  const controller = new AbortController();
  const heartbeat = setInterval(
    () =>
      void renewPublicationLease(claim).then(
        (held) => held || controller.abort(),
        () => {},
      ),
    (options.leaseSeconds * 1000) / 3,
  );
  try {
    const adapter = (options.adapterFor ?? defaultAdapterFor)(channel);
    const outcome = await adapter.publish({
      publicationId: row.id,
      channel,
      caption: post.caption,
      video: asset
        ? {
            assetId: asset.id,
            storageKey: asset.storageKey,
            contentType: asset.contentType,
            size: asset.size,
            durationSeconds: numberOr(asset.meta, "durationSeconds"),
          }
        : null,
      options: readPublicationOptions(channel.platform, row.options),
      signal: controller.signal,
      resume: row.platformRef ? { ref: row.platformRef, sameContent: row.platformRefRevision === post.revision } : null,
      remember: async (ref) => {
        if (await rememberPlatformRef(claim, ref, post.revision)) return;
        controller.abort();
        throw new PublishError("transient", "Another worker took this publication over");
      },
    });
    await markPublished(claim, outcome);
  } catch (error) {
    if (controller.signal.aborted) return;
    if (error instanceof PublishError && error.kind !== "transient") {
      if (error.kind === "reconnect") {
        await prisma().publishingChannel.update({ where: { id: channel.id }, data: { status: "reconnect_needed", statusReason: error.message } });
      }
      await markFailed(claim, error.message);
      return;
    }
    if (!(error instanceof PublishError)) console.error("[publishing]", row.id, error);
    const reason = error instanceof PublishError ? error.message : "The platform could not be reached";
    await markTransientFailure(claim, reason, options.backoffBaseSeconds);
  } finally {
    clearInterval(heartbeat);
  }
}
