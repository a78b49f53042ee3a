import { POST as contact } from "@/app/api/contact/route";
import { POST as oneClick } from "@/app/api/unsubscribe/[token]/route";
import { prisma } from "@/lib/db/client.server";
import { audienceCounts, createBroadcast, listBroadcasts, tendBroadcasts, sendBroadcast } from "@/lib/admin/broadcast-console.server";
import { products } from "@/lib/catalog/catalog";
import { countAudience } from "@/lib/admin/broadcasts.server";
import { suppress, unsubscribeToken } from "@/lib/email/marketing.server";
import { call } from "../helpers/http";
import { withSmtpSink } from "../helpers/smtp";
import { withTestDatabase } from "../helpers/db";
import { createBuyer, createOperator, createPurchase, createUser } from "../helpers/factories";

// Issue 45, item 1 (decision 433): the contact form's leads who ticked the news box, and one
// product's buyers, are audiences, counted before the send from the rows that the send then writes; refunded buyers and
// suppressed or unsubscribed addresses are never in it, and a lead's one-click unsubscribe works
// like a buyer's.

const sink = withSmtpSink();
withTestDatabase();

let ip = 0;
const lead = (email: string, marketingConsent?: boolean) =>
  call(contact, {
    body: {
      name: "A visitor",
      email,
      plan: "management-starter",
      message: "Two characters, twenty posts a month.",
      ...(marketingConsent !== undefined && { marketingConsent }),
    },
    headers: { "x-forwarded-for": `192.0.2.${++ip}` },
  });

/** The broadcast's recipient rows once none is left queued (the send's first batch runs beside the call). */
async function recipientsOnceSent(broadcastId: string) {
  for (let i = 0; i < 200; i++) {
    const rows = await prisma().broadcastRecipient.findMany({
      where: { broadcastId },
      select: { email: true, userId: true, state: true },
      orderBy: { email: "asc" },
    });
    if (rows.every((r) => r.state !== "queued")) return rows;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error("the broadcast was never sent");
}

describe("the leads audience", () => {
  it("holds only the leads who agreed, once each, without suppressed, unsubscribed or refunded addresses", async () => {
    for (const [email, consent] of [
      ["yes@example.com", true],
      ["Yes@Example.com", true], // the same address again: one recipient
      ["no@example.com", false],
      ["unticked@example.com", undefined], // the box left alone means no
      ["bounced@example.com", true],
      ["refunded@example.com", true],
      ["later-out@example.com", true],
    ] as const)
      expect((await lead(email, consent)).status).toBe(201);
    expect(await prisma().contactRequest.count({ where: { marketingConsent: true } })).toBe(5);

    await suppress("bounced@example.com", "hard_bounce");
    const refunded = await createBuyer({ email: "refunded@example.com" });
    await prisma().purchase.updateMany({ where: { userId: refunded.id }, data: { status: "refunded" } });

    const operator = await createOperator({ email: "seller@example.com" });
    expect(await countAudience({ audience: "leads" })).toBe(2);
    expect((await audienceCounts()).find((a) => a.key === "leads")).toEqual({
      key: "leads",
      label: "Leads from the contact form who agreed to news",
      count: 2,
    });

    // The one-click unsubscribe (RFC 8058) from a lead's copy of an earlier mail: out of the audience.
    const res = await call(oneClick, {
      params: { token: unsubscribeToken("later-out@example.com") },
      rawBody: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(200);
    expect(await prisma().contactRequest.findFirstOrThrow({ where: { email: "later-out@example.com" } })).toMatchObject({ marketingConsent: false });
    expect(await countAudience({ audience: "leads" })).toBe(1);

    const { id } = await createBroadcast(operator, { subject: "News", markdown: "Hello {{email}}.", audience: "leads" });
    expect(await sendBroadcast(operator, id, "now")).toEqual({ status: "sending", recipients: 1 });
    await tendBroadcasts();
    const mail = await sink().waitFor("yes@example.com");
    expect(await recipientsOnceSent(id)).toEqual([{ email: "yes@example.com", userId: null, state: "sent" }]);
    expect(mail.text).toContain("Hello yes@example.com.");
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
  });
});

describe("one product's buyers", () => {
  const course = products.find((p) => !p.videos)!;
  const pack = products.find((p) => p.videos)!;

  async function buyerOf(
    email: string,
    productUuid: string,
    { consent = true, status = "active" }: { consent?: boolean; status?: "active" | "refunded" } = {},
  ) {
    const user = await createUser({ email });
    const purchase = await createPurchase(user.id, { productUuid });
    await prisma().purchase.update({ where: { id: purchase.id }, data: { status } });
    await prisma().user.update({ where: { id: user.id }, data: { marketingEmails: consent } });
    return user;
  }

  it("holds the consenting buyers whose purchase of it is in force, never a refunded or unsubscribed one", async () => {
    const packBuyer = await buyerOf("pack@example.com", pack.uuid);
    await buyerOf("course@example.com", course.uuid);
    await buyerOf("quiet@example.com", pack.uuid, { consent: false });
    await buyerOf("refunded-pack@example.com", pack.uuid, { status: "refunded" });
    await buyerOf("unsubscribed@example.com", pack.uuid);
    await suppress("unsubscribed@example.com", "unsubscribe");
    // Bought the course too, then was refunded for it: never in any audience, not even the pack's.
    const both = await buyerOf("both@example.com", pack.uuid);
    const refundedCourse = await createPurchase(both.id, { productUuid: course.uuid });
    await prisma().purchase.update({ where: { id: refundedCourse.id }, data: { status: "refunded" } });

    expect(await countAudience({ audience: "product", productUuid: pack.uuid })).toBe(1);
    expect(await countAudience({ audience: "product", productUuid: course.uuid })).toBe(1);
    const choices = await audienceCounts();
    expect(choices.find((a) => a.key === `product:${pack.uuid}`)).toEqual({ key: `product:${pack.uuid}`, label: `Buyers of ${pack.name}`, count: 1 });
    expect(choices.filter((a) => a.key.startsWith("product:"))).toHaveLength(products.length);

    const operator = await createOperator({ email: "seller3@example.com" });
    const { id } = await createBroadcast(operator, { subject: "Your pack", markdown: "Hello.", audience: "product", productUuid: pack.uuid });
    expect(await sendBroadcast(operator, id, "now")).toEqual({ status: "sending", recipients: 1 });
    await tendBroadcasts();
    await sink().waitFor("pack@example.com");
    expect(await recipientsOnceSent(id)).toEqual([{ email: "pack@example.com", userId: packBuyer.id, state: "sent" }]);
    expect((await listBroadcasts()).find((b) => b.id === id)).toMatchObject({ audienceLabel: `Buyers of ${pack.name}`, recipients: 1, sent: 1 });
  });
});
