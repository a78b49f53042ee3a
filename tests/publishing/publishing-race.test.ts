import { prisma } from "@/lib/db/client.server";
import { claimDuePublication, markPublished } from "@/lib/publishing/queue.server";
import { runPublication } from "@/lib/publishing/run.server";
import { withTestDatabase } from "../helpers/db";
import { buyerWithPost, connectAll, drain, schedule } from "./helpers";

// Exactly once (issue 47, decision 402): the publications follow the job queue's claim-and-fence
// rules, so two workers never publish one post twice, and a worker that lost its claim writes nothing.
withTestDatabase();

it("two workers racing over the same due posts publish each exactly once", async () => {
  const postIds: string[] = [];
  for (let i = 0; i < 4; i++) {
    const { session, character, post } = await buyerWithPost(`Post ${i}`);
    const channelIds = await connectAll(session, character.id);
    expect((await schedule(session, character.id, post.id, { channelIds, when: "now" })).status).toBe(200);
    postIds.push(post.id);
  }
  const [first, second] = await Promise.all([drain(), drain()]);
  expect(first + second).toBe(12);
  const publications = await prisma().postPublication.findMany({ where: { postId: { in: postIds } } });
  expect(publications.every((p) => p.state === "published" && p.attempts === 1)).toBe(true);
  // Counted where the posts arrive: one each.
  expect(await prisma().demoChannelPost.count({ where: { publicationId: { in: publications.map((p) => p.id) } } })).toBe(12);
});

it("a worker killed mid-upload: its lease lapses, another worker publishes once, and the first one's late answer is fenced out", async () => {
  const { session, character, post } = await buyerWithPost();
  const [youtube] = await connectAll(session, character.id);
  await schedule(session, character.id, post.id, { channelIds: [youtube], when: "now" });
  const killed = await claimDuePublication(30);
  expect(killed).toMatchObject({ attempts: 1, failures: 0 });
  // While its lease holds, nobody else may take it.
  expect(await claimDuePublication(30)).toBeNull();
  // The worker died: its lease is not renewed and lapses.
  await prisma().$executeRaw`UPDATE "PostPublication" SET "updatedAt" = "updatedAt" - interval '60 seconds' WHERE "id" = ${killed!.id}::uuid`;
  const taken = await claimDuePublication(30);
  expect(taken).toMatchObject({ id: killed!.id, attempts: 2, failures: 1 });
  await runPublication(taken!, { leaseSeconds: 30 });
  // The first worker comes back with an answer: its fence is stale, nothing changes.
  expect(await markPublished(killed!, { externalId: "late", link: "/late" })).toBe(false);
  // Had it re-run the upload, the demo channel still keeps one post per publication.
  await runPublication(killed!, { leaseSeconds: 30 });
  const row = await prisma().postPublication.findUniqueOrThrow({ where: { id: killed!.id } });
  expect(row).toMatchObject({ state: "published", attempts: 2 });
  expect(row.link).not.toBe("/late");
  expect(await prisma().demoChannelPost.count({ where: { publicationId: row.id } })).toBe(1);
});
