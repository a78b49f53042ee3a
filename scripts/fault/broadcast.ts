// `npm run fault:broadcast [-- --recipients 5000]`: issue 45's fault run (decision 436). A
// broadcast to 5,000 consenting buyers goes out through `npm run worker` to the SMTP stand-in on
// 127.0.0.1 at the highest rate setting; the worker is killed with SIGKILL twice mid-send (at
// about a third and two thirds of the deliveries) and started again each time. Every recipient
// must receive the message exactly once, counted at the stand-in by recipient and Message-ID; a
// second copy is allowed only inside the named window (killed after its message's data left it
// and before the mark), one per kill, and is reported as such (scripts/fault/broadcast-verdict.ts).
// Prints PASS or FAIL and, last, one JSON line of figures.
import { argValue } from "../lib/app-server";
import { ALLOWED_SECONDS, judgeBroadcastFault, type Delivery } from "./broadcast-verdict";
import { setUpBroadcast, sleep, startSender, waitUntilSent } from "./broadcast-rig";

const log = (line: string) => console.log(`[broadcast fault ${new Date().toISOString().slice(11, 19)}] ${line}`);
/** The run gives up waiting once the send's allowance has passed (the verdict then fails it). */
const ALLOWED_MS = ALLOWED_SECONDS * 1000;

async function main() {
  const recipients = argValue("recipients", 5000);
  process.env.APP_ENV = "production";
  // The highest rate setting, so one beat sends everything; a 5-second lease, so the restarted
  // worker takes the killed worker's claim again within the run (production keeps 15 minutes).
  const rig = await setUpBroadcast(recipients, "broadcast_fault", { BROADCAST_PER_MINUTE: "100000", BROADCAST_CLAIM_LEASE_SECONDS: "5" });
  let passed = false;
  let sender: ReturnType<typeof startSender> | undefined;
  try {
    log(`${recipients} recipients written; starting the sending worker (npm run worker) against ${rig.sink.url}`);
    const startedAt = Date.now();
    sender = startSender(rig.workerEnv);
    const kills: { at: number; delivered: number }[] = [];
    for (const share of [1 / 3, 2 / 3]) {
      const target = Math.floor(recipients * share);
      while (rig.sink.messages.length < target) {
        if (Date.now() - startedAt > ALLOWED_MS) throw new Error(`only ${rig.sink.messages.length} messages arrived in ${ALLOWED_MS / 1000} s`);
        await sleep(5);
      }
      // A moment later, drawn at random over about three sends: a kill triggered by an arrival
      // would always land just after a server's answer, inside the window; the run should hit
      // every moment of a send alike, at whatever pace this machine sends.
      const recent = rig.sink.messages.slice(-21);
      const perSend = recent.length > 1 ? (recent.at(-1)!.receivedAt - recent[0]!.receivedAt) / (recent.length - 1) : 10;
      await sleep(Math.random() * 3 * perSend);
      // The kill's moment is when this process sees the worker gone, not when it sent SIGKILL:
      // the SMTP stand-in runs here and stamps a message when this loop reads it, so a message the
      // worker finished sending just before it died can be stamped after the signal went out (a
      // run in stage 1 beside the test lanes stamped one so, 2026-11-29, and its copy was judged
      // outside the window).
      await sender.kill9();
      const at = Date.now();
      kills.push({ at, delivered: rig.sink.messages.length });
      log(`killed the worker (SIGKILL) with ${rig.sink.messages.length} of ${recipients} messages delivered; starting it again`);
      await sleep(500);
      sender = startSender(rig.workerEnv);
    }
    const sent = await waitUntilSent(rig.broadcastId, startedAt + ALLOWED_MS);
    const wallSeconds = (Date.now() - startedAt) / 1000;
    await sleep(500); // nothing more should come; a late duplicate would show here
    await sender.stop();

    const { prisma } = await import("@/lib/db/client.server");
    const rows = await prisma().broadcastRecipient.findMany({ where: { broadcastId: rig.broadcastId }, select: { email: true, state: true, attempts: true } });
    const { status } = await prisma().broadcast.findUniqueOrThrow({ where: { id: rig.broadcastId } });
    const deliveries: Delivery[] = rig.sink.messages.flatMap((m) =>
      m.to.map((to) => ({ to, messageId: m.messageId, receivedAt: m.receivedAt, connectedAt: m.connectedAt })),
    );
    const times = deliveries.map((d) => d.receivedAt);
    const seconds = times.length ? (Math.max(...times) - Math.min(...times)) / 1000 : 0;
    if (!sent) log(`the broadcast was not sent within ${ALLOWED_MS / 1000} s`);
    const result = judgeBroadcastFault({ rows, deliveries, kills, status, seconds, wallSeconds });
    passed = result.verdict === "PASS";
    for (const line of result.lines) console.log(line);
    console.log(JSON.stringify(result.figures));
  } finally {
    await sender?.stop();
    await rig.close();
  }
  process.exit(passed ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
