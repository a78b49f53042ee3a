import { POST as customerAction } from "@/app/api/admin/customers/[id]/actions/route";
import { POST as passwordReset } from "@/app/api/password-reset/route";
import { POST as login } from "@/app/api/login/route";
import { POST as refundRoute } from "@/app/api/admin/orders/[id]/refunds/route";
import { randomUUID } from "node:crypto";
import { listOutbox, outboxState } from "@/lib/admin/outbox.server";
import { operatorReport, createOperator as createOperatorAccount } from "@/lib/admin/operators.server";
import { RESET_QUEUED } from "@/lib/accounts/password-reset.server";
import { WITHHELD } from "@/lib/email/transport.server";
import { call, signIn } from "../helpers/http";
import { withTestDatabase } from "../helpers/db";
import { createOperator, createUser, uniqueEmail } from "../helpers/factories";
import { createOrder } from "../helpers/orders";

// Issue 44 item 4 (decision 342): without SMTP_URL mail only reaches the outbox, and no answer
// says "sent"; the console's outbox lists each message with its state.
delete process.env.SMTP_URL;
delete process.env.DEMO_MODE;
withTestDatabase();

it("an operator's receipt and password link answer 'queued', and the outbox lists them as the recipient reads them", async () => {
  const operator = await createOperator();
  const session = await signIn(operator.id);
  const user = await createUser({ email: uniqueEmail("queued") });
  await createOrder({ userId: user.id });
  const act = (action: string) => call(customerAction, { session, params: { id: user.id }, body: { action } });
  expect(await act("resend-receipt")).toMatchObject({ status: 200, body: { sentTo: user.email, mail: "queued" } });
  expect(await act("send-password-link")).toMatchObject({ status: 200, body: { sentTo: user.email, kind: "setup", mail: "queued" } });

  const { messages, total, mailServer } = await listOutbox({ page: 1 });
  expect(mailServer).toBe(false);
  const mine = messages.filter((m) => m.to === user.email);
  expect(total).toBeGreaterThanOrEqual(2);
  expect(mine.map((m) => m.state)).toEqual([
    { kind: "queued", text: "Queued: this server has no mail server yet" },
    { kind: "queued", text: "Queued: this server has no mail server yet" },
  ]);
  // Newest first: the password link (its one-time link withheld), then the receipt.
  expect(mine[0]!.text).toContain(WITHHELD);
  expect(mine[0]!.text).not.toMatch(/token=/);
  expect(mine[1]!.subject).toMatch(/receipt/i);
});

it("the sign-in of an account without a password and 'Forgot password?' say the link is queued", async () => {
  const user = await createUser({ email: uniqueEmail("nopass") });
  const res = await call(login, { body: { email: user.email, password: "whatever-it-is" } });
  expect(res).toMatchObject({ status: 202, body: { needsPasswordSetup: true, email: user.email, mailQueued: true } });
  const reset = await call(passwordReset, { body: { email: user.email } });
  expect(reset.body).toEqual({ success: true, message: RESET_QUEUED, mailQueued: true });
  expect(RESET_QUEUED).toMatch(/^Queued: this server has no mail server yet\. If an account exists/);
  expect(RESET_QUEUED).not.toMatch(/sent/);
});

it("operator:create does not claim it e-mailed the invite", async () => {
  const result = await createOperatorAccount(uniqueEmail("new-operator"));
  expect(result).toMatchObject({ emailed: false, mailServer: false });
  expect(operatorReport(result).at(-1)).toBe(
    "Queued: this server has no mail server yet (SMTP_URL is unset): the e-mail is printed above and kept in the outbox.",
  );
});

it("words each state: sent, queued without a mail server, retried, given up", () => {
  const now = new Date("2026-11-28T10:00:00Z");
  const later = new Date("2026-11-28T11:00:00Z");
  expect(outboxState({ sentAt: now, retryUntil: null, attempts: 1 }, true, now).text).toBe("Sent");
  expect(outboxState({ sentAt: null, retryUntil: later, attempts: 0 }, false, now).text).toBe("Queued: this server has no mail server yet");
  expect(outboxState({ sentAt: null, retryUntil: later, attempts: 2 }, true, now).text).toBe(
    "Not sent yet: the mail server did not take it (2 attempts); it is tried again",
  );
  expect(outboxState({ sentAt: null, retryUntil: null, attempts: 1 }, true, now).text).toBe("Not sent: the mail server did not take it (1 attempt)");
});

it("a refund's answer says the buyer's e-mail is queued, and a replay says nothing about mail", async () => {
  const session = await signIn((await createOperator()).id);
  const order = await createOrder();
  const body = { amountCents: 1000, reason: "Changed their mind", key: randomUUID() };
  const refund = await call(refundRoute, { params: { id: order.id }, body, session });
  expect(refund).toMatchObject({ status: 200, body: { amountCents: 1000, replayed: false, mail: "queued" } });
  const replay = await call(refundRoute, { params: { id: order.id }, body, session });
  expect(replay.body).toMatchObject({ replayed: true });
  expect(replay.body.mail).toBeUndefined();
});
