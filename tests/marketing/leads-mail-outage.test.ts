import { POST as contact } from "@/app/api/contact/route";
import { prisma } from "@/lib/db/client.server";
import { retryUnsentEmails, RETRY_AFTER_MS, RETRY_FOR_MS } from "@/lib/email/outbox.server";
import { startSmtpSink, type SmtpSink } from "../stand-ins/smtp";
import { call } from "../helpers/http";
import { withTestDatabase } from "../helpers/db";

// "An SMTP outage never loses it" (issue 23, item 4; decision 142): the mail server is down when
// a lead arrives; the visitor is still answered, the lead kept and its notice kept owed in the
// outbox; once the server is back, housekeeping's retry delivers it, once.
let port = 0;
let sink: SmtpSink | undefined;
beforeAll(async () => {
  // A port that was free a moment ago and now has nothing listening: the mail server is down.
  const probe = await startSmtpSink();
  port = Number(new URL(probe.url).port);
  await probe.close();
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  process.env.OPERATOR_EMAIL = "sales@studio.example";
});
afterAll(() => sink?.close());
withTestDatabase();

const lead = { name: "Ada Lovelace", email: "ada@example.com", plan: "consultation", message: "Could you run two characters for us?" };
const later = (ms: number) => new Date(Date.now() + ms);

it("keeps the lead and its notification through the outage, and delivers it once the mail server is back", async () => {
  const logged = jest.spyOn(console, "error").mockImplementation(() => {});
  const res = await call(contact, { body: lead, headers: { "x-forwarded-for": "192.0.2.10" } });
  expect(res).toMatchObject({ status: 201, body: { success: true } });
  expect(await prisma().contactRequest.count({ where: { email: "ada@example.com" } })).toBe(1);

  // The first send, beside the answer, fails and is logged; the row stays owed.
  for (let i = 0; i < 200 && !logged.mock.calls.some((c) => String(c[0]).includes("will be retried")); i++) await new Promise((r) => setTimeout(r, 25));
  expect(logged).toHaveBeenCalledWith(expect.stringContaining("will be retried"), expect.anything());
  const owed = await prisma().outboxEmail.findFirstOrThrow({ where: { kind: "lead-notification" } });
  expect(owed).toMatchObject({ to: "sales@studio.example", sentAt: null, attempts: 1 });

  // A retry right away leaves it alone (another server may still be sending it).
  expect(await retryUnsentEmails()).toBe(0);

  sink = await startSmtpSink(port);
  expect(await retryUnsentEmails(later(RETRY_AFTER_MS + 1000))).toBe(1);
  const mail = await sink.waitFor("sales@studio.example");
  expect(mail.subject).toBe("New lead: Ada Lovelace (Not sure yet: consultation)");
  expect(await prisma().outboxEmail.findUniqueOrThrow({ where: { id: owed.id } })).toMatchObject({ attempts: 2, sentAt: expect.any(Date) });

  // Delivered once: later passes send nothing more.
  expect(await retryUnsentEmails(later(2 * RETRY_AFTER_MS + 2000))).toBe(0);
  expect(sink.messages).toHaveLength(1);
});

it("retries only queued mail, and only until its retry window ends", async () => {
  await sink!.close();
  sink = await startSmtpSink(port);
  // Mail sent once as asked (a password link, whose secret the outbox withheld) is never resent.
  await prisma().outboxEmail.create({
    data: { to: "buyer@example.com", subject: "Set your password", text: "[one-time link withheld]", kind: "password-setup" },
  });
  // A queued notice whose three days have passed is left as a record.
  await prisma().outboxEmail.create({
    data: {
      to: "sales@studio.example",
      subject: "Old lead",
      text: "...",
      kind: "lead-notification",
      retryUntil: later(-1000),
      createdAt: later(-RETRY_FOR_MS - 1000),
    },
  });
  expect(await retryUnsentEmails(later(RETRY_AFTER_MS + 1000))).toBe(0);
  expect(sink.messages).toHaveLength(0);
});
