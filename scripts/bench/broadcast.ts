// `npm run bench:broadcast [-- --recipients 5000]`: issue 45's broadcast bench. The same
// broadcast as the fault run (scripts/fault/broadcast-rig.ts: N consenting buyers on a fresh
// PostgreSQL database, the SMTP stand-in on 127.0.0.1, `npm run worker` sending at the highest
// rate setting), with no kill: prints how long the send took (first to last message accepted by
// the stand-in, and from the worker's start), the messages a second, and the worker's peak
// resident memory (VmHWM of its node process), then one JSON line. Not a gate.
import { argValue } from "../lib/app-server";
import { groupCpuMs, peakRssMb, setUpBroadcast, startSender, waitUntilSent } from "../fault/broadcast-rig";

async function main() {
  const recipients = argValue("recipients", 5000);
  process.env.APP_ENV = "production";
  const rig = await setUpBroadcast(recipients, "broadcast_bench", { BROADCAST_PER_MINUTE: "100000" });
  let sender: ReturnType<typeof startSender> | undefined;
  try {
    const startedAt = Date.now();
    sender = startSender(rig.workerEnv);
    const sent = await waitUntilSent(rig.broadcastId, startedAt + 600_000);
    const peak = peakRssMb(sender.pid);
    const workerCpuMs = groupCpuMs(sender.pid);
    const benchCpuMs = Math.round((process.cpuUsage().user + process.cpuUsage().system) / 1000);
    const endedAt = Date.now();
    await sender.stop();
    const times = rig.sink.messages.map((m) => m.receivedAt);
    const sendSeconds = (Math.max(...times) - Math.min(...times)) / 1000;
    const figures = {
      run: "broadcast-bench",
      sent,
      recipients,
      delivered: rig.sink.messages.length,
      sendSeconds: Math.round(sendSeconds * 10) / 10,
      fromWorkerStartSeconds: Math.round((endedAt - startedAt) / 100) / 10,
      perSecond: Math.round(rig.sink.messages.length / sendSeconds),
      workerPeakRssMb: peak,
      // CPU spent by the worker (its node and tsx processes) and by this process (the SMTP stand-in, seeding).
      workerCpuMsPerMessage: workerCpuMs === null ? null : Math.round((workerCpuMs / recipients) * 100) / 100,
      benchCpuMs,
    };
    console.log(
      `${figures.delivered} of ${recipients} messages accepted in ${figures.sendSeconds} s (${figures.perSecond}/s; ${figures.fromWorkerStartSeconds} s from the worker's start); worker peak RSS ${peak} MB, worker CPU ${figures.workerCpuMsPerMessage} ms a message`,
    );
    console.log(JSON.stringify(figures));
  } finally {
    await sender?.stop();
    await rig.close();
  }
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
