import { ALLOWED_SECONDS, judgeBroadcastFault, WINDOW_MS, type BroadcastFaultTally } from "./broadcast-verdict";

const emails = Array.from({ length: 10 }, (_, i) => `r${i}@example.com`);
const T0 = 1_800_000_000_000;

/** The connection a worker sends on: the first opened before the run's start, each restarted one 600 ms after its kill. */
const connection = (receivedAt: number) => (receivedAt < T0 + 5000 ? T0 - 100 : receivedAt < T0 + 13_000 ? T0 + 5600 : T0 + 13_600);

/** Ten recipients, each received once, the worker killed twice after the 3rd and the 7th. */
function good(): BroadcastFaultTally {
  return {
    rows: emails.map((email, i) => ({ email, state: "sent", attempts: i === 3 || i === 7 ? 2 : 1 })),
    deliveries: emails.map((to, i) => ({ to, messageId: `<m${i}@studio.example>`, receivedAt: T0 + i * 2000, connectedAt: connection(T0 + i * 2000) })),
    kills: [
      { at: T0 + 5000, delivered: 3 },
      { at: T0 + 13_000, delivered: 7 },
    ],
    status: "sent",
    seconds: 2,
    wallSeconds: 20,
  };
}

it("passes when every recipient received the message once and the worker was killed twice mid-send", () => {
  const result = judgeBroadcastFault(good());
  expect(result.verdict).toBe("PASS");
  expect(result.figures).toMatchObject({ recipients: 10, deliveries: 10, missing: 0, duplicates: 0, duplicatesInWindow: 0, kills: 2, reclaimed: 2 });
  expect(result.lines.at(-1)).toBe("PASS");
  expect(result.lines).toContain(`sent in 20 s from the worker's start (allowed ${ALLOWED_SECONDS} s: 60× under)`);
});

it("fails a send that took longer than its allowance, every message received once or not", () => {
  const tally = good();
  tally.wallSeconds = ALLOWED_SECONDS + 1.04;
  const result = judgeBroadcastFault(tally);
  expect(result.verdict).toBe("FAIL");
  expect(result.lines).toContain(`problem: the send took ${ALLOWED_SECONDS + 1} s, over its allowance of ${ALLOWED_SECONDS} s`);
  expect(result.lines).toContain(`sent in ${ALLOWED_SECONDS + 1} s from the worker's start (allowed ${ALLOWED_SECONDS} s: OVER)`);
});

it("says a broadcast the run gave up on was not sent, not that it was sent in the time it waited", () => {
  const tally = good();
  tally.status = "sending";
  tally.wallSeconds = ALLOWED_SECONDS + 0.5;
  const result = judgeBroadcastFault(tally);
  expect(result.verdict).toBe("FAIL");
  expect(result.lines).toContain(`not sent after ${ALLOWED_SECONDS + 0.5} s from the worker's start (allowed ${ALLOWED_SECONDS} s: OVER)`);
  expect(result.lines.join("\n")).not.toMatch(/^sent in/m);
});

it("fails a duplicate outside the named window", () => {
  const tally = good();
  tally.deliveries.push({ to: "r5@example.com", messageId: "<again@studio.example>", receivedAt: T0 + 5000, connectedAt: T0 - 100 });
  const result = judgeBroadcastFault(tally);
  expect(result.verdict).toBe("FAIL");
  expect(result.lines).toContain("problem: received more than once outside the named window: 1 (r5@example.com ×2 (1 claims, first copy 0 ms from kill 1))");
});

it("fails a missing recipient", () => {
  const tally = good();
  tally.deliveries = tally.deliveries.filter((d) => d.to !== "r4@example.com");
  const result = judgeBroadcastFault(tally);
  expect(result.verdict).toBe("FAIL");
  expect(result.lines).toContain("problem: never received: 1 (r4@example.com)");
  expect(result.figures.missing).toBe(1);
});

it("counts a duplicate whose first copy was accepted just before a kill as the window's, says so, and allows one per kill", () => {
  const tally = good();
  // r2's first copy was accepted 30 ms before the first kill, the mark never written; claimed again.
  tally.deliveries[2]!.receivedAt = T0 + 4970;
  tally.rows[2]!.attempts = 2;
  tally.deliveries.push({ to: "r2@example.com", messageId: "<resent@studio.example>", receivedAt: T0 + 6100, connectedAt: T0 + 5600 });
  const once = judgeBroadcastFault(tally);
  expect(once.verdict).toBe("PASS");
  expect(once.figures).toMatchObject({ duplicates: 1, duplicatesInWindow: 1 });
  expect(once.lines.join("\n")).toContain("r2@example.com (first copy accepted 30 ms before kill 1, on the killed worker's connection)");

  // A second duplicate near the same kill is not the window's: one kill interrupts one send.
  tally.deliveries[1]!.receivedAt = T0 + 4980;
  tally.rows[1]!.attempts = 2;
  tally.deliveries.push({ to: "r1@example.com", messageId: "<resent-2@studio.example>", receivedAt: T0 + 6200, connectedAt: T0 + 5600 });
  expect(judgeBroadcastFault(tally).verdict).toBe("FAIL");
});

it("counts a first copy the server read after the kill as the window's when it came on the killed worker's connection, and only then", () => {
  // The worker wrote r3's message and died; the stand-in, busy, read it 120 ms after the kill.
  const late = good();
  late.rows[3]!.attempts = 2;
  late.deliveries[3] = { ...late.deliveries[3]!, receivedAt: T0 + 5120, connectedAt: T0 - 100 };
  late.deliveries.push({ to: "r3@example.com", messageId: "<resent@studio.example>", receivedAt: T0 + 11_000, connectedAt: T0 + 5600 });
  const result = judgeBroadcastFault(late);
  expect(result.verdict).toBe("PASS");
  expect(result.lines.join("\n")).toContain("r3@example.com (first copy accepted 120 ms after kill 1, on the killed worker's connection)");

  // The same copies with the first on the restarted worker's connection: a live worker sent it twice.
  const restarted = good();
  restarted.rows[3]!.attempts = 2;
  restarted.deliveries[3] = { ...restarted.deliveries[3]!, receivedAt: T0 + 5120, connectedAt: T0 + 5600 };
  restarted.deliveries.push({ to: "r3@example.com", messageId: "<resent@studio.example>", receivedAt: T0 + 11_000, connectedAt: T0 + 5600 });
  expect(judgeBroadcastFault(restarted).verdict).toBe("FAIL");
  expect(judgeBroadcastFault(restarted).lines).toContain(
    "problem: received more than once outside the named window: 1 (r3@example.com ×2 (2 claims, first copy 120 ms from kill 1))",
  );
});

it("does not take a duplicate for the window's when its first copy came long before the kill, its row was claimed once, or both copies are one send", () => {
  const early = good();
  early.rows[2]!.attempts = 2;
  early.deliveries.push({ to: "r2@example.com", messageId: "<resent@studio.example>", receivedAt: T0 + 6100, connectedAt: T0 + 5600 });
  early.kills[0]!.at = T0 + 4000 + WINDOW_MS + 1;
  expect(judgeBroadcastFault(early).verdict).toBe("FAIL");

  const claimedOnce = good();
  claimedOnce.deliveries[2]!.receivedAt = T0 + 4970;
  claimedOnce.deliveries.push({ to: "r2@example.com", messageId: "<resent@studio.example>", receivedAt: T0 + 6100, connectedAt: T0 + 5600 });
  expect(judgeBroadcastFault(claimedOnce).verdict).toBe("FAIL");

  const sameSend = good();
  sameSend.deliveries[2]!.receivedAt = T0 + 4970;
  sameSend.rows[2]!.attempts = 2;
  sameSend.deliveries.push({ to: "r2@example.com", messageId: "<m2@studio.example>", receivedAt: T0 + 6100, connectedAt: T0 + 5600 });
  expect(judgeBroadcastFault(sameSend).verdict).toBe("FAIL");
});

it("fails mail to a stranger, a row left unsent, an unfinished broadcast, and kills that did not land mid-send", () => {
  const stranger = good();
  stranger.deliveries.push({ to: "nobody@example.com", messageId: "<x@studio.example>", receivedAt: T0, connectedAt: T0 - 100 });
  expect(judgeBroadcastFault(stranger).lines).toContain("problem: mail to addresses that are not recipients: 1 (nobody@example.com)");
  const unsent = good();
  unsent.rows[9]!.state = "queued";
  expect(judgeBroadcastFault(unsent).verdict).toBe("FAIL");
  expect(judgeBroadcastFault({ ...good(), status: "sending" }).verdict).toBe("FAIL");
  expect(judgeBroadcastFault({ ...good(), kills: [{ at: T0, delivered: 0 }, good().kills[1]!] }).verdict).toBe("FAIL");
  expect(judgeBroadcastFault({ ...good(), kills: [good().kills[0]!] }).verdict).toBe("FAIL");
});
