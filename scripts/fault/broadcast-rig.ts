// What the broadcast fault run and the broadcast bench share (scripts/fault/broadcast.ts,
// scripts/bench/broadcast.ts): a fresh PostgreSQL database with N consenting buyers and a
// broadcast to all of them already started (its recipient rows written), the SMTP stand-in on
// 127.0.0.1, and `npm run worker` (whose housekeeping beat sends broadcasts, decision 415) as its
// own process group, so SIGKILL reaches tsx's node child too.
import { readdirSync, readFileSync } from "node:fs";
import { freshDatabase, openAppDatabase, serverSecrets } from "../lib/app-server";
import { processesCpuMs } from "../lib/process-cpu";
import { startWorker } from "../lib/worker-process";
import { startSmtpSink, type SmtpSink } from "@/tests/stand-ins/smtp";

export const PG_URL = process.env.BROADCAST_PG_URL ?? process.env.LOAD_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export type Rig = {
  sink: SmtpSink;
  databaseUrl: string;
  broadcastId: string;
  /** The env a sending worker runs with. */
  workerEnv: Record<string, string>;
  close(): Promise<void>;
};

/** A database with `count` consenting buyers and a broadcast to every buyer, started. */
export async function setUpBroadcast(count: number, prefix: string, extraEnv: Record<string, string> = {}): Promise<Rig> {
  const sink = await startSmtpSink();
  const db = await freshDatabase(PG_URL, prefix);
  process.env.APP_URL ??= "http://127.0.0.1:4010";
  process.env.MAIL_FROM ??= "AI Influencer Studio <news@studio.example>";
  await openAppDatabase(db.url);
  const { prisma } = await import("@/lib/db/client.server");
  const { startBroadcast } = await import("@/lib/admin/broadcasts.server");
  const emails = Array.from({ length: count }, (_, i) => `reader-${String(i).padStart(5, "0")}@broadcast.example.com`);
  // Buyers as the audience sees them (consent, a purchase in force), written in bulk: the run
  // measures the send, not the seeding.
  for (let i = 0; i < emails.length; i += 1000) {
    await prisma().user.createMany({ data: emails.slice(i, i + 1000).map((email) => ({ email, marketingEmails: true })) });
  }
  const users = await prisma().user.findMany({ where: { email: { in: emails } }, select: { id: true } });
  for (let i = 0; i < users.length; i += 1000) {
    await prisma().purchase.createMany({
      data: users.slice(i, i + 1000).map((u, j) => ({
        userId: u.id,
        productUuid: "6f1f7a2e-8a0e-4c55-9d1b-2f0f6b7c3e11",
        isCourseVariant: false,
        paymentIntentId: `pi_broadcast_${i + j}_${u.id.slice(0, 8)}`,
        amountCents: 3999,
        currency: "usd",
      })),
    });
  }
  const broadcast = await prisma().broadcast.create({
    data: { subject: "Lesson 3 is out", markdown: "Hello {{email}},\n\nLesson 3 shows how to pick a niche: {{course_link}}", audience: "buyers" },
  });
  const recipients = await startBroadcast(broadcast.id);
  if (recipients !== count) throw new Error(`the audience holds ${recipients} recipients, not ${count}`);
  const workerEnv = {
    ...serverSecrets(),
    APP_ENV: "production",
    AI_DEMO: "1",
    APP_URL: process.env.APP_URL,
    MAIL_FROM: process.env.MAIL_FROM,
    DATABASE_URL: db.url,
    // One SMTP connection kept open for the whole send, as a provider's relay would be used.
    SMTP_URL: `${sink.url}/?pool=true`,
    ...extraEnv,
  };
  return {
    sink,
    databaseUrl: db.url,
    broadcastId: broadcast.id,
    workerEnv,
    async close() {
      const { database } = await import("@/lib/db/client.server");
      await database()
        .close()
        .catch(() => {});
      await db.drop().catch((error) => console.error(`could not drop ${db.name}: ${error}`));
      await sink.close();
    },
  };
}

/** The pids of a process group (Linux /proc). */
function groupPids(pgid: number): number[] {
  const pids: number[] = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) === pgid) pids.push(Number(name)); // the 5th field, pgrp
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/** The CPU milliseconds a process group's processes have used so far (user + system). */
export function groupCpuMs(pgid: number): number | null {
  return processesCpuMs(groupPids(pgid));
}

/** The largest peak resident set (VmHWM) among a process group's processes, in MB. */
export function peakRssMb(pgid: number): number | null {
  const peaks = groupPids(pgid).map((pid) => {
    try {
      const kb = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmHWM:\s+(\d+) kB/m)?.[1];
      return kb ? Number(kb) / 1024 : 0;
    } catch {
      return 0;
    }
  });
  return peaks.length ? Math.round(Math.max(...peaks)) : null;
}

/** `npm run worker` in its own process group, with the rig's environment. */
export const startSender = (env: Record<string, string>) => startWorker(env);

/** Waits until the broadcast is sent (no row left to claim); false at the deadline. */
export async function waitUntilSent(broadcastId: string, deadlineMs: number): Promise<boolean> {
  const { prisma } = await import("@/lib/db/client.server");
  while (Date.now() < deadlineMs) {
    const { status } = await prisma().broadcast.findUniqueOrThrow({ where: { id: broadcastId }, select: { status: true } });
    if (status === "sent") return true;
    await sleep(250);
  }
  return false;
}
