import { prisma } from "@/lib/db/client.server";
import { broadcastDetail, createBroadcast, sendBroadcast, sendTestBroadcast, tendBroadcasts } from "@/lib/admin/broadcast-console.server";
import { setAutomation } from "@/lib/admin/automations.server";
import { tendOnboarding } from "@/lib/admin/onboarding.server";
import { withTestDatabase } from "../helpers/db";
import { createBuyer, createOperator } from "../helpers/factories";

// The default install (no SMTP_URL, decision 415): nothing claims to be sent. The test waits in the
// outbox and says so; a broadcast's recipients stay queued and the page says they are waiting;
// an onboarding step waits in the outbox and is not sent again.

withTestDatabase();

beforeAll(() => {
  delete process.env.SMTP_URL;
});

it("keeps everything in the outbox and says so", async () => {
  const operator = await createOperator({ email: "seller@example.com" });
  const buyer = await createBuyer({ email: "ann@example.com" });
  await prisma().user.update({ where: { id: buyer.id }, data: { marketingEmails: true } });
  const { id } = await createBroadcast(operator, { subject: "News", markdown: "Hello", audience: "buyers" });

  expect(await sendTestBroadcast(operator, id)).toEqual({
    sent: true,
    message: "No mail server yet: the test to seller@example.com is waiting in the outbox.",
  });
  expect(await prisma().outboxEmail.findFirst({ where: { to: "seller@example.com" } })).toMatchObject({ subject: "[Test] News", sentAt: null });

  expect(await sendBroadcast(operator, id, "now")).toEqual({ status: "sending", recipients: 1 });
  await tendBroadcasts();
  const detail = await broadcastDetail(id);
  expect(detail).toMatchObject({ mailServer: false, broadcast: { status: "sending" }, counts: { queued: 1, sent: 0 } });

  await setAutomation("onboarding", { enabled: true }, new Date(Date.now() - 60_000));
  expect(await tendOnboarding()).toEqual({ waiting: 1 });
  expect(await tendOnboarding()).toEqual({});
  expect(await prisma().automatedEmail.findFirstOrThrow()).toMatchObject({ state: "queued", answer: "No mail server yet: waiting in the outbox" });
  expect(await prisma().outboxEmail.count({ where: { to: "ann@example.com", subject: "Welcome to AI Influencer Studio" } })).toBe(1);
});
