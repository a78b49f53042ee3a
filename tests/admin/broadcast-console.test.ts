import { prisma } from "@/lib/db/client.server";
import { ConflictError, UnprocessableError } from "@/lib/api/errors";
import {
  broadcastDetail,
  createBroadcast,
  listBroadcasts,
  sendBroadcast,
  sendTestBroadcast,
  tendBroadcasts,
  updateBroadcast,
} from "@/lib/admin/broadcast-console.server";
import { mailTemplate, previewMail } from "@/lib/admin/broadcast-mail.server";
import { sendMarketingEmail, suppress, unsubscribe, unsubscribeToken } from "@/lib/email/marketing.server";
import { withSmtpSink } from "../helpers/smtp";
import { withTestDatabase } from "../helpers/db";
import { createBuyer, createOperator } from "../helpers/factories";

// Issue 45, item 1 (decision 415): the console's broadcasts. One renderer for preview and send
// (Markdown through the lesson renderer and sanitiser, merge fields from the allow-list only), a
// test that really goes through the mailer, send now or later, and counts from the recipient rows.

const sink = withSmtpSink();
withTestDatabase();

async function consenting(email: string) {
  const user = await createBuyer({ email });
  await prisma().user.update({ where: { id: user.id }, data: { marketingEmails: true } });
  return user;
}

const MARKDOWN = "# Lesson 3 is out\n\nHi {{email}}, **open** [the course]({{course_link}}).\n\n<script>alert(1)</script><img src=x onerror=alert(1)>";

describe("the mail a broadcast sends", () => {
  it("is the preview's HTML: Markdown rendered and sanitised, merge fields escaped, nothing evaluated", async () => {
    // Through the send's own path (the marketing mailer lays the template out), read at the SMTP sink.
    const template = mailTemplate({ subject: "News for {{email}}", markdown: MARKDOWN }, "a_b@example.com");
    expect(await sendMarketingEmail({ to: "a_b@example.com", kind: "broadcast", ...template })).toMatchObject({ status: "sent" });
    const mail = await sink().waitFor("a_b@example.com");
    expect(mail.subject).toBe("News for a_b@example.com");
    expect(mail.html).toContain("<h1>Lesson 3 is out</h1>");
    expect(mail.html).toContain("<strong>open</strong>");
    expect(mail.html).toMatch(/href="http[^"]+\/user\/course"/);
    expect(mail.html).toContain("a_b@example.com"); // escaped for Markdown, plain in the HTML
    expect(mail.html).not.toMatch(/<script|onerror/);
    expect(mail.text).toContain("Hi a_b@example.com"); // the text part takes the value as it is
    expect(previewMail({ subject: "S", markdown: MARKDOWN }).html).toContain("<h1>Lesson 3 is out</h1>");
  });
});

describe("broadcasts from the console", () => {
  it("sends a test to the operator, then sends to the audience once, with counts from the rows", async () => {
    const operator = await createOperator({ email: "seller@example.com" });
    for (const email of ["ann@example.com", "bob@example.com", "cat@example.com"]) await consenting(email);
    await createBuyer({ email: "quiet@example.com" }); // never agreed to news
    await suppress("cat@example.com", "hard_bounce");

    const { id } = await createBroadcast(operator, { subject: "Lesson 3", markdown: MARKDOWN, audience: "buyers" });
    expect(await prisma().auditEntry.count({ where: { subjectType: "broadcast", subjectId: id, action: "broadcast.created" } })).toBe(1);

    expect(await sendTestBroadcast(operator, id)).toEqual({ sent: true, message: "Test sent to seller@example.com." });
    const test = await sink().waitFor("seller@example.com");
    expect(test.subject).toBe("[Test] Lesson 3");
    expect(test.html).toContain("<h1>Lesson 3 is out</h1>");
    expect(test.text).toContain("Hi seller@example.com");
    expect(test.text).toContain("Unsubscribe in one click");
    expect(test.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(await prisma().broadcastRecipient.count({ where: { broadcastId: id } })).toBe(0); // a test is nobody's recipient row

    await updateBroadcast(id, { subject: "Lesson 3 is live", markdown: MARKDOWN, audience: "buyers" });
    expect(await sendBroadcast(operator, id, "now")).toEqual({ status: "sending", recipients: 2 });
    await expect(sendBroadcast(operator, id, "now")).rejects.toBeInstanceOf(ConflictError);
    await expect(updateBroadcast(id, { subject: "Changed", markdown: "x", audience: "buyers" })).rejects.toBeInstanceOf(ConflictError);
    await tendBroadcasts();
    await tendBroadcasts(); // a second beat sends nobody again

    const received = sink()
      .messages.filter((m) => m.subject === "Lesson 3 is live")
      .flatMap((m) => m.to);
    expect(received.sort()).toEqual(["ann@example.com", "bob@example.com"]);
    const ann = await sink().waitFor("ann@example.com");
    expect(ann.text).toContain("Hi ann@example.com");

    await unsubscribe(unsubscribeToken("bob@example.com"));
    const detail = await broadcastDetail(id);
    expect(detail?.broadcast.status).toBe("sent");
    expect(detail?.counts).toEqual({ queued: 0, sent: 2, failed: 0, suppressed: 0, bounced: 0, interrupted: 0, unsubscribed: 1 });
    expect(detail?.recipients.map((r) => [r.email, r.state])).toEqual([
      ["ann@example.com", "sent"],
      ["bob@example.com", "sent"],
    ]);
    const [row] = await listBroadcasts();
    expect(row).toMatchObject({ id, status: "sent", recipients: 2, sent: 2, failed: 0, suppressed: 0 });
  });

  it("schedules a draft for later and starts it on the first beat after its time, not before", async () => {
    const operator = await createOperator({ email: "seller2@example.com" });
    await consenting("dee@example.com");
    const now = new Date("2030-01-01T10:00:00Z");
    const { id } = await createBroadcast(operator, { subject: "Later", markdown: "Soon.", audience: "buyers" });
    await expect(sendBroadcast(operator, id, "2029-12-31T10:00:00Z", now)).rejects.toBeInstanceOf(UnprocessableError);
    expect(await sendBroadcast(operator, id, "2030-01-01T12:00:00Z", now)).toMatchObject({ status: "scheduled", scheduledAt: "2030-01-01T12:00:00.000Z" });

    await tendBroadcasts(new Date("2030-01-01T11:59:00Z"));
    expect(await prisma().broadcast.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "draft" });
    await tendBroadcasts(new Date("2030-01-01T12:00:30Z"));
    expect(await prisma().broadcast.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "sent" });
    expect((await sink().waitFor("dee@example.com")).subject).toBe("Later");
  });
});
