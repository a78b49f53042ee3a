import { prisma } from "@/lib/db/client.server";
import type { BroadcastAudience } from "@/lib/db/generated/client";
import { broadcastCounts, countAudience, sendBroadcastBatch, startBroadcast } from "@/lib/admin/broadcasts.server";
import { suppress } from "@/lib/email/marketing.server";
import { withSmtpSink } from "../helpers/smtp";
import { withTestDatabase } from "../helpers/db";
import { createBuyer, createPurchase, createUser } from "../helpers/factories";

// Issue 45, item 1 (decision 392), the part built so far: audiences counted from data (consent,
// access, no refund, no suppression), recipients written before any send, and a send in batches
// that a killed worker resumes without sending anyone the message twice (counted at the SMTP stand-in).

const sink = withSmtpSink();
withTestDatabase();

async function consenting(email: string) {
  const user = await createBuyer({ email });
  await prisma().user.update({ where: { id: user.id }, data: { marketingEmails: true } });
  return user;
}

let lessons: string[] = [];
beforeAll(async () => {
  // The course is this file's own: the seeded default course is taken off the shelf.
  await prisma().courseModule.updateMany({ data: { status: "draft" } });
  const mod = await prisma().courseModule.create({ data: { slug: "m1", title: "Start", position: 1, status: "published" } });
  const draft = await prisma().courseModule.create({ data: { slug: "m0", title: "Draft", position: 0, status: "draft" } });
  const lesson = (slug: string, position: number, moduleId = mod.id, status: "published" | "draft" = "published") =>
    prisma().courseLesson.create({ data: { moduleId, slug, title: slug, position, status } });
  lessons = [(await lesson("l1", 1)).id, (await lesson("l2", 2)).id];
  await lesson("l0", 0, draft.id); // in a draft module: not lesson 1
  await lesson("l3", 3, mod.id, "draft"); // a draft lesson: not needed to finish

  const starter = await consenting("starter@example.com"); // no progress, no character
  const finisher = await consenting("finisher@example.com");
  for (const lessonId of lessons) await prisma().lessonProgress.create({ data: { userId: finisher.id, lessonId, completedAt: new Date() } });
  await prisma().character.create({ data: { userId: finisher.id, name: "Mia" } });
  const halfway = await consenting("halfway@example.com"); // lesson 1 begun, not done
  await prisma().lessonProgress.create({ data: { userId: halfway.id, lessonId: lessons[0]!, positionSeconds: 30 } });
  await prisma().character.create({ data: { userId: halfway.id, name: "Noa" } });
  void starter;

  await createBuyer({ email: "quiet@example.com" }); // never agreed
  const refunded = await consenting("refunded@example.com");
  const second = await createPurchase(refunded.id);
  await prisma().purchase.update({ where: { id: second.id }, data: { status: "refunded" } });
  await consenting("unsubscribed@example.com");
  await suppress("Unsubscribed@Example.com", "unsubscribe");
  const lead = await createUser({ email: "lead@example.com" }); // agreed, never bought
  await prisma().user.update({ where: { id: lead.id }, data: { marketingEmails: true } });
  const closed = await consenting("closed@example.com");
  await prisma().user.update({ where: { id: closed.id }, data: { deletedAt: new Date() } });
});

describe("audiences", () => {
  it.each<[BroadcastAudience, number]>([
    ["buyers", 3],
    ["not_started", 1],
    ["finished", 1],
    ["no_character", 1],
  ])("counts %s from the data: consenting buyers with access, never refunded, suppressed or closed", async (audience, expected) => {
    expect(await countAudience({ audience })).toBe(expected);
  });
});

describe("sending a broadcast", () => {
  it("writes every recipient before sending, resumes after a worker dies mid-send, and sends nobody the message twice", async () => {
    for (let i = 0; i < 6; i++) await consenting(`reader${i}@example.com`);
    const broadcast = await prisma().broadcast.create({ data: { subject: "News", markdown: "Lesson 3 is out.", audience: "buyers" } });

    expect(await startBroadcast(broadcast.id)).toBe(9);
    expect(await startBroadcast(broadcast.id)).toBe(9); // a second click adds nobody
    expect(sink().messages).toHaveLength(0);

    expect(await sendBroadcastBatch(broadcast.id, 3)).toMatchObject({ sent: 3, remaining: 6 });
    // A worker killed between its claim and its mark, before the SMTP server took the message:
    // the row is claimed and nothing arrived. While the claim's lease runs, nobody takes it.
    const [claimed] = await prisma().broadcastRecipient.findMany({
      where: { broadcastId: broadcast.id, attemptedAt: null },
      orderBy: { email: "asc" },
      take: 1,
    });
    await prisma().broadcastRecipient.update({
      where: { broadcastId_email: { broadcastId: broadcast.id, email: claimed!.email } },
      data: { attemptedAt: new Date(), attempts: 1 },
    });
    // Someone unsubscribes while the broadcast is going out: skipped and counted.
    await suppress("reader5@example.com", "unsubscribe");

    let batch;
    do batch = await sendBroadcastBatch(broadcast.id, 2);
    while (batch.sent + batch.suppressed > 0);
    expect(batch.remaining).toBe(1); // the dead worker's row, still under its lease
    let received = sink().messages.flatMap((m) => m.to);
    expect(received).toHaveLength(7);
    expect(received).not.toContain(claimed!.email);
    expect(await prisma().broadcast.findUniqueOrThrow({ where: { id: broadcast.id } })).toMatchObject({ status: "sending" });

    // Once the lease (BROADCAST_CLAIM_LEASE_SECONDS, 900 by default) has lapsed, the row is claimed again and sent.
    const later = new Date(Date.now() + 901_000);
    expect(await sendBroadcastBatch(broadcast.id, 10, () => later)).toMatchObject({ sent: 1, remaining: 0 });
    received = sink().messages.flatMap((m) => m.to);
    expect(new Set(received).size).toBe(received.length); // nobody twice
    expect(received).toHaveLength(8);
    expect(received).toContain(claimed!.email);
    expect(received).not.toContain("reader5@example.com");
    expect(
      await prisma().broadcastRecipient.findUniqueOrThrow({ where: { broadcastId_email: { broadcastId: broadcast.id, email: claimed!.email } } }),
    ).toMatchObject({
      state: "sent",
      attempts: 2,
    });
    expect(await broadcastCounts(broadcast.id)).toEqual({ queued: 0, sent: 8, failed: 0, suppressed: 1, bounced: 0, interrupted: 0 });
    expect(await prisma().broadcast.findUniqueOrThrow({ where: { id: broadcast.id } })).toMatchObject({ status: "sent", finishedAt: expect.any(Date) });
    expect(await sendBroadcastBatch(broadcast.id, 10, () => later)).toMatchObject({ sent: 0 });
    expect(sink().messages).toHaveLength(8);
  });

  it("a recipient whose three claims each ended with a dead worker is left interrupted, never sent a fourth time", async () => {
    const broadcast = await prisma().broadcast.create({ data: { subject: "Third news", markdown: "Lesson 4.", audience: "buyers" } });
    expect(await startBroadcast(broadcast.id)).toBe(8);
    const longAgo = new Date(Date.now() - 3_600_000);
    await prisma().broadcastRecipient.update({
      where: { broadcastId_email: { broadcastId: broadcast.id, email: "reader0@example.com" } },
      data: { attemptedAt: longAgo, attempts: 3 },
    });
    const before = sink().messages.length;
    expect(await sendBroadcastBatch(broadcast.id, 20)).toMatchObject({ sent: 7, remaining: 0 });
    const received = sink()
      .messages.slice(before)
      .flatMap((m) => m.to);
    expect(received).toHaveLength(7);
    expect(received).not.toContain("reader0@example.com");
    expect(await broadcastCounts(broadcast.id)).toMatchObject({ queued: 0, sent: 7, interrupted: 1 });
    expect(await prisma().broadcast.findUniqueOrThrow({ where: { id: broadcast.id } })).toMatchObject({ status: "sent" });
  });
});
