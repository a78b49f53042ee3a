import { randomUUID } from "node:crypto";
import { prisma } from "@/lib/db/client.server";
import { PATCH as editPost } from "@/app/api/user/characters/[id]/posts/[postId]/route";
import { POST as retry } from "@/app/api/user/characters/[id]/posts/[postId]/publications/[publicationId]/retry/route";
import { DELETE as disconnect } from "@/app/api/user/characters/[id]/channels/[platform]/route";
import { GET as listPosts } from "@/app/api/user/characters/[id]/posts/route";
import { PublishError } from "@/lib/publishing/adapter";
import { demoChannel } from "@/lib/publishing/demo-channel.server";
import { claimDuePublication } from "@/lib/publishing/queue.server";
import { dateToWallTime } from "@/lib/utils/wall-time";
import { withTestDatabase } from "../helpers/db";
import { call } from "../helpers/http";
import { buyerWithPost, connectAll, drain, schedule, statesOf } from "./helpers";

// Issue 47: a post goes from the calendar to the character's demo channels through the worker,
// each publication once, with the platform's reason when it is refused.
withTestDatabase();
afterEach(() => prisma().postPublication.updateMany({ where: { state: { in: ["scheduled", "publishing"] } }, data: { state: "failed" } }));

it("Publish now sends the post to all three demo channels once, each with a link, shown on the post", async () => {
  const { session, character, post, video } = await buyerWithPost();
  const channelIds = await connectAll(session, character.id);
  const res = await schedule(session, character.id, post.id, { channelIds, when: "now", timeZone: "Europe/Paris" });
  expect(res.status).toBe(200);
  expect(res.body.publications.map((p: { state: string }) => p.state)).toEqual(["scheduled", "scheduled", "scheduled"]);

  expect(await drain()).toBe(3);
  const states = await statesOf(post.id);
  expect(states.map((s) => [s.platform, s.state])).toEqual([
    ["youtube", "published"],
    ["instagram", "published"],
    ["tiktok", "published"],
  ]);
  for (const s of states) expect(s.link).toMatch(new RegExp(`^/user/characters/${character.id}/channels/${s.platform}#post-`));
  const received = await prisma().demoChannelPost.findMany({ where: { channel: { characterId: character.id } } });
  expect(received).toHaveLength(3);
  expect(received.every((r) => r.assetId === video.id && r.caption === "Morning run #fitness")).toBe(true);
  // The calendar reads the states with the post; the browser's zone was kept on the account.
  const listed = await call(listPosts, { session, params: { id: character.id } });
  expect(listed.body[0].publications.map((p: { state: string }) => p.state)).toEqual(["published", "published", "published"]);
  expect((await prisma().user.findFirstOrThrow({ where: { characters: { some: { id: character.id } } } })).timeZone).toBe("Europe/Paris");
  // Every channel has it: the post reads "Posted".
  expect((await prisma().contentPost.findUniqueOrThrow({ where: { id: post.id } })).status).toBe("posted");
});

it("at the post's time: the floating time becomes an instant in the buyer's zone, and nothing is claimed before it", async () => {
  const { buyer, session, character, post } = await buyerWithPost();
  await prisma().user.update({ where: { id: buyer.id }, data: { timeZone: "America/New_York" } });
  const channelIds = await connectAll(session, character.id);
  // The browser offers another zone: the account's stays (it is asked once, edited in settings).
  const res = await schedule(session, character.id, post.id, { channelIds: channelIds.slice(0, 1), when: "post_time", timeZone: "Asia/Tokyo" });
  expect(res.status).toBe(200);
  expect(res.body.publications[0].publishAt).toBe("2027-01-06T00:00:00.000Z");
  expect(await claimDuePublication(30)).toBeNull();
});

it("moving a post that waits to publish at its time moves its publications; a move into the past is refused", async () => {
  const { buyer, session, character, post } = await buyerWithPost();
  await prisma().user.update({ where: { id: buyer.id }, data: { timeZone: "Europe/Paris" } });
  const [youtube] = await connectAll(session, character.id);
  await schedule(session, character.id, post.id, { channelIds: [youtube], when: "post_time" });
  const move = (scheduledAt: string) => call(editPost, { method: "PATCH", session, params: { id: character.id, postId: post.id }, body: { scheduledAt } });
  expect((await move("2027-01-07T08:30")).status).toBe(200);
  expect((await prisma().postPublication.findFirstOrThrow({ where: { postId: post.id } })).publishAt.toISOString()).toBe("2027-01-07T07:30:00.000Z");
  expect(await move("2020-01-07T08:30")).toMatchObject({
    status: 400,
    body: { message: expect.stringMatching(/^This post is scheduled to publish at its time/) },
  });
  expect(dateToWallTime((await prisma().contentPost.findUniqueOrThrow({ where: { id: post.id } })).scheduledAt)).toBe("2027-01-07T08:30");
});

it("a post whose time has passed, a post breaking a platform's rule, or a stranger's channel is refused when scheduled", async () => {
  const { session, character, post } = await buyerWithPost(Array.from({ length: 31 }, (_, i) => `#t${i}`).join(" "));
  const [, instagram, tiktok] = await connectAll(session, character.id);
  const refused = await schedule(session, character.id, post.id, { channelIds: [instagram], when: "now" });
  expect(refused).toMatchObject({ status: 400, body: { message: "Instagram takes at most 30 hashtags; this caption has 31." } });
  expect(await prisma().postPublication.count({ where: { postId: post.id } })).toBe(0);
  expect((await schedule(session, character.id, post.id, { channelIds: [tiktok], when: "now" })).status).toBe(200);

  await prisma().contentPost.update({ where: { id: post.id }, data: { scheduledAt: new Date("2020-01-01T10:00:00Z") } });
  const late = await schedule(session, character.id, post.id, { channelIds: [tiktok], when: "post_time", timeZone: "UTC" });
  expect(late).toMatchObject({ status: 400, body: { message: expect.stringMatching(/has passed: move the post or choose Publish now/) } });

  const other = await buyerWithPost();
  const [otherChannel] = await connectAll(other.session, other.character.id);
  const foreign = await schedule(session, character.id, post.id, { channelIds: [otherChannel], when: "now" });
  expect(foreign).toMatchObject({ status: 400, body: { message: "Choose one of this character's channels" } });
});

it("a refused caption fails with the platform's reason; after an edit, Retry publishes it", async () => {
  const { session, character, post } = await buyerWithPost("Leg day #refuse");
  const [, instagram] = await connectAll(session, character.id);
  await schedule(session, character.id, post.id, { channelIds: [instagram], when: "now" });
  await drain();
  const [failed] = await statesOf(post.id);
  expect(failed).toMatchObject({ state: "failed", link: null, failureReason: expect.stringMatching(/^Instagram refused the caption: it contains "#refuse"/) });
  const publication = await prisma().postPublication.findFirstOrThrow({ where: { postId: post.id } });

  // Retrying the same caption is allowed (a platform may change its mind) but fails the same way.
  expect((await call(editPost, { method: "PATCH", session, params: { id: character.id, postId: post.id }, body: { caption: "Leg day #legs" } })).status).toBe(
    200,
  );
  const again = await call(retry, { method: "POST", session, params: { id: character.id, postId: post.id, publicationId: publication.id } });
  expect(again.status).toBe(200);
  expect(again.body.publications[0]).toMatchObject({ state: "scheduled", failureReason: null });
  await drain();
  expect((await statesOf(post.id))[0]).toMatchObject({ state: "published", failureReason: null });
  // Only a failed one can be retried.
  const twice = await call(retry, { method: "POST", session, params: { id: character.id, postId: post.id, publicationId: publication.id } });
  expect(twice).toMatchObject({ status: 409, body: { message: "Only a failed publication can be retried; this one is published" } });
});

it("a transient error waits its backoff and is tried again; too many in a row fail; a revoked token asks to reconnect", async () => {
  const { session, character, post } = await buyerWithPost();
  const [youtube, instagram] = await connectAll(session, character.id);
  await schedule(session, character.id, post.id, { channelIds: [youtube], when: "now" });
  let calls = 0;
  const flaky = () => ({
    publish: async (request: Parameters<typeof demoChannel.publish>[0]) => {
      if (++calls === 1) throw new PublishError("transient", "YouTube answered 503: backend error");
      return demoChannel.publish(request);
    },
  });
  const before = Date.now();
  await drain({ adapterFor: flaky, backoffBaseSeconds: 30 });
  const waiting = await prisma().postPublication.findFirstOrThrow({ where: { postId: post.id } });
  expect(waiting).toMatchObject({ state: "scheduled", failures: 1, failureReason: "YouTube answered 503: backend error" });
  expect(waiting.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 29_000);
  // The wait is over: tried again and published, once.
  await prisma().postPublication.update({ where: { id: waiting.id }, data: { nextAttemptAt: new Date(Date.now() - 1000) } });
  await drain({ adapterFor: flaky });
  expect(await prisma().postPublication.findFirstOrThrow({ where: { postId: post.id } })).toMatchObject({ state: "published", failures: 1 });

  const alwaysDown = () => ({ publish: async () => Promise.reject(new PublishError("transient", "429: quota")) });
  const other = await buyerWithPost();
  const [otherYoutube] = await connectAll(other.session, other.character.id);
  await schedule(other.session, other.character.id, other.post.id, { channelIds: [otherYoutube], when: "now" });
  for (let i = 0; i < 5; i++) {
    await drain({ adapterFor: alwaysDown, backoffBaseSeconds: 0 });
    await prisma().postPublication.updateMany({ where: { postId: other.post.id }, data: { nextAttemptAt: new Date(Date.now() - 1000) } });
  }
  expect(await prisma().postPublication.findFirstOrThrow({ where: { postId: other.post.id } })).toMatchObject({
    state: "failed",
    failures: 4,
    failureReason: "429: quota (gave up after 5 tries; press Retry to try again)",
  });

  // A revoked token: failed at once, and the channel says "Reconnect needed" until reconnected.
  const revoked = () => ({ publish: async () => Promise.reject(new PublishError("reconnect", "Instagram: the access token was revoked")) });
  const third = await buyerWithPost();
  const channels = await connectAll(third.session, third.character.id);
  await schedule(third.session, third.character.id, third.post.id, { channelIds: [channels[1]], when: "now" });
  await drain({ adapterFor: revoked });
  expect((await statesOf(third.post.id))[0]).toMatchObject({ state: "failed", failureReason: "Instagram: the access token was revoked" });
  expect(await prisma().publishingChannel.findUniqueOrThrow({ where: { id: channels[1] } })).toMatchObject({ status: "reconnect_needed" });
  const blocked = await schedule(third.session, third.character.id, third.post.id, { channelIds: [channels[1]], when: "now" });
  expect(blocked).toMatchObject({ status: 409, body: { message: "Reconnect needed: reconnect Instagram before publishing to it" } });
  expect(instagram).not.toBe(channels[1]);
});

/** `count` publications due within 24 hours on this channel, each for a post of its own. */
async function fillQuota(characterId: string, channelId: string, assetId: string, count: number) {
  const posts = Array.from({ length: count }, () => ({
    id: randomUUID(),
    characterId,
    scheduledAt: new Date(),
    platform: "Instagram",
    caption: "#x",
    assetId,
  }));
  await prisma().contentPost.createMany({ data: posts });
  await prisma().postPublication.createMany({
    data: posts.map((p, i) => ({
      postId: p.id,
      channelId,
      publishAt: new Date(Date.now() + (i % 20) * 3_600_000),
      nextAttemptAt: new Date(Date.now() + 3_600_000),
    })),
  });
}

it("an account's daily quota refuses the post that would go over it, when it is scheduled (Instagram: 50 in 24 hours)", async () => {
  const { session, character, post, video } = await buyerWithPost();
  const [, instagram] = await connectAll(session, character.id);
  await fillQuota(character.id, instagram!, video.id, 50);
  const refused = await schedule(session, character.id, post.id, { channelIds: [instagram], when: "now" });
  expect(refused).toMatchObject({
    status: 409,
    body: {
      message:
        "Instagram allows 50 posts a day from one account (an account publishes at most 50 posts through the API in 24 hours); this channel already has 50 within 24 hours of this time. Choose another day.",
    },
  });
  // A failed one frees its place.
  await prisma().postPublication.updateMany({ where: { channelId: instagram, postId: { not: post.id } }, data: { state: "failed" }, limit: 1 });
  expect((await schedule(session, character.id, post.id, { channelIds: [instagram], when: "now" })).status).toBe(200);
});

it("YouTube's upload quota is the app's: 100 a day across every buyer's real YouTube channel", async () => {
  const realYouTube = async () => {
    const made = await buyerWithPost();
    const channel = await prisma().publishingChannel.create({
      data: { characterId: made.character.id, platform: "youtube", kind: "real", displayName: "Mia on YouTube" },
    });
    return { ...made, channel };
  };
  const first = await realYouTube();
  const second = await realYouTube();
  await fillQuota(first.character.id, first.channel.id, first.video.id, 60);
  await fillQuota(second.character.id, second.channel.id, second.video.id, 40);
  const third = await realYouTube();
  const refused = await schedule(third.session, third.character.id, third.post.id, { channelIds: [third.channel.id], when: "now" });
  expect(refused).toMatchObject({
    status: 409,
    body: {
      message:
        "YouTube allows this app 100 posts a day across every connected channel (the app's YouTube project makes at most 100 uploads (videos.insert) a day); 100 are already within 24 hours of this time. Choose another day.",
    },
  });
  // A demo channel stands for one account and has room.
  const other = await buyerWithPost();
  const [demo] = await connectAll(other.session, other.character.id);
  expect((await schedule(other.session, other.character.id, other.post.id, { channelIds: [demo], when: "now" })).status).toBe(200);
});

it("disconnecting a channel removes it, its waiting publications and what the demo received", async () => {
  const { session, character, post } = await buyerWithPost();
  const [youtube] = await connectAll(session, character.id);
  await schedule(session, character.id, post.id, { channelIds: [youtube], when: "now" });
  await drain();
  const res = await call(disconnect, { method: "DELETE", session, params: { id: character.id, platform: "youtube" } });
  expect(res.status).toBe(200);
  expect(await prisma().postPublication.count({ where: { postId: post.id } })).toBe(0);
  expect(await prisma().demoChannelPost.count({ where: { channelId: youtube } })).toBe(0);
  expect((await call(disconnect, { method: "DELETE", session, params: { id: character.id, platform: "youtube" } })).status).toBe(404);
});
