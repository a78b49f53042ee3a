import { ORDER_ACTIONS, orderTimeline } from "./order-timeline";

// Issue 44: a resend that only reached the outbox (no mail server) is not called "sent".
it("words a resent delivery e-mail as sent, queued in the outbox, or refused", () => {
  const at = new Date("2026-11-28T09:00:00Z");
  const entry = (detail: unknown) =>
    orderTimeline(at, [], [{ operatorEmail: "op@example.com", action: ORDER_ACTIONS.emailResent, detail, createdAt: new Date(at.getTime() + 1000) }])[1]!.text;
  expect(entry({ sent: true, queued: false })).toBe("Sent the delivery e-mail to the buyer again");
  expect(entry({ sent: true, queued: true })).toBe("Queued the delivery e-mail to the buyer again (no mail server yet: it is in the outbox)");
  expect(entry({ sent: false })).toBe("Tried to send the delivery e-mail again; the mail server refused it");
});
