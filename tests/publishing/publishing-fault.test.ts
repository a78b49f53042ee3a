import { prisma } from "@/lib/db/client.server";
import { demoChannel } from "@/lib/publishing/demo-channel.server";
import type { PlatformAdapter } from "@/lib/publishing/adapter";
import { claimDuePublication } from "@/lib/publishing/queue.server";
import { runPublication } from "@/lib/publishing/run.server";
import { judgePublishingFault } from "@/scripts/fault/publishing-verdict";
import { withTestDatabase } from "../helpers/db";
import { createBuyer } from "../helpers/factories";

// The publishing fault run (issue 47), in one process: 200 posts due in the same minute across 20
// buyers, two workers racing, one worker killed right after its claim (its lease is never renewed,
// as when the process dies mid-upload). Deliveries are counted at the platform; the verdict
// (scripts/fault/publishing-verdict.ts) wants each post exactly once and the killed one retried.
withTestDatabase();
const LEASE_SECONDS = 1;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

it("200 posts in one minute across 20 buyers, two workers and one killed: every post published exactly once", async () => {
  const now = new Date();
  for (let b = 0; b < 20; b++) {
    const buyer = await createBuyer();
    const character = await prisma().character.create({ data: { userId: buyer.id, name: `Buyer ${b}` } });
    const video = await prisma().asset.create({ data: { characterId: character.id, kind: "video", meta: { durationSeconds: 20 } } });
    const channel = await prisma().publishingChannel.create({
      data: { characterId: character.id, platform: "tiktok", kind: "demo", displayName: "Demo TikTok channel" },
    });
    for (let p = 0; p < 10; p++) {
      const post = await prisma().contentPost.create({
        data: { characterId: character.id, scheduledAt: now, platform: "TikTok", caption: `Post ${b}-${p}`, assetId: video.id },
      });
      await prisma().postPublication.create({
        data: { postId: post.id, channelId: channel.id, publishAt: now, nextAttemptAt: new Date(now.getTime() + (p % 6) * 1000 - 6000) },
      });
    }
  }
  // Counted where posts arrive: a delivery is a publish call that completed.
  const delivered = new Map<string, number>();
  const counting: PlatformAdapter = {
    async publish(request) {
      const outcome = await demoChannel.publish(request);
      delivered.set(request.publicationId, (delivered.get(request.publicationId) ?? 0) + 1);
      return outcome;
    },
  };
  // The killed worker: it claimed one publication and died before uploading it.
  const killed = (await claimDuePublication(LEASE_SECONDS))!;

  const worker = async () => {
    for (let claim = await claimDuePublication(LEASE_SECONDS); claim; claim = await claimDuePublication(LEASE_SECONDS)) {
      await runPublication(claim, { leaseSeconds: LEASE_SECONDS, adapterFor: () => counting });
    }
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && (await prisma().postPublication.count({ where: { state: { not: "published" } } })) > 0) {
    await Promise.all([worker(), worker()]);
    await sleep(200);
  }
  const publications = await prisma().postPublication.findMany({ select: { id: true, state: true, attempts: true } });
  const result = judgePublishingFault({ scheduled: 200, delivered, publications, killedId: killed.id });
  expect(result.lines).toEqual(["200 scheduled, 200 deliveries counted at the platform", "PASS"]);
}, 60_000);
