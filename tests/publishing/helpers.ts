import { prisma } from "@/lib/db/client.server";
import { POST as connectDemo } from "@/app/api/user/characters/[id]/channels/[platform]/demo/route";
import { POST as publish } from "@/app/api/user/characters/[id]/posts/[postId]/publications/route";
import { claimDuePublication } from "@/lib/publishing/queue.server";
import { runPublication, type RunOptions } from "@/lib/publishing/run.server";
import { createBuyer } from "../helpers/factories";
import { call, signIn } from "../helpers/http";

export const PLATFORMS = ["youtube", "instagram", "tiktok"] as const;

/** A buyer's character with a 20-second draft video linked to one post. */
export async function buyerWithPost(caption = "Morning run #fitness") {
  const buyer = await createBuyer();
  const session = await signIn(buyer.id);
  const character = await prisma().character.create({ data: { userId: buyer.id, name: "Mia" } });
  const video = await prisma().asset.create({
    data: { characterId: character.id, kind: "video", contentType: "video/mp4", size: 1000, meta: { durationSeconds: 20 } },
  });
  const post = await prisma().contentPost.create({
    data: { characterId: character.id, scheduledAt: new Date("2027-01-05T19:00:00Z"), platform: "TikTok", caption, assetId: video.id },
  });
  return { buyer, session, character, post, video };
}

export async function connectAll(session: string, characterId: string) {
  const ids: string[] = [];
  for (const platform of PLATFORMS) {
    const res = await call(connectDemo, { method: "POST", session, params: { id: characterId, platform } });
    expect(res.status).toBe(200);
    ids.push(res.body.channel.id);
  }
  return ids;
}

export const schedule = (session: string, characterId: string, postId: string, body: unknown) =>
  call(publish, { method: "POST", session, params: { id: characterId, postId }, body });

/** Runs the worker's publishing half until nothing is due. */
export async function drain(options: Partial<RunOptions> = {}) {
  let ran = 0;
  for (let claim = await claimDuePublication(30); claim; claim = await claimDuePublication(30)) {
    await runPublication(claim, { leaseSeconds: 30, ...options });
    ran++;
  }
  return ran;
}

export const statesOf = async (postId: string) =>
  (await prisma().postPublication.findMany({ where: { postId }, include: { channel: true }, orderBy: { channel: { platform: "asc" } } })).map((p) => ({
    platform: p.channel.platform,
    state: p.state,
    link: p.link,
    failureReason: p.failureReason,
  }));
