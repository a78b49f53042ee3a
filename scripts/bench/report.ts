// The benchmark's growth measurement and its Markdown report (docs/performance.md).
import type { AppServer } from "../lib/app-server";
import { hasRoute } from "../lib/app-server";
import type { PgCounter } from "../lib/pg-counter";
import type { Target } from "./targets";

export type Row = { target: Target; connections: number; rps: number; p50: number; p99: number; non2xx: number; errors: number };
export type Growth = { characters: number; meanMs: number; p99Ms: number; queries: number; bytes: number }[] | null;

const SIZES = [1, 100, 1000];
const SAMPLES = 30;

/** Time and database queries per GET /api/user/characters for users with 1, 100 and 1000 characters. */
export async function measureGrowth(app: AppServer, counter: PgCounter): Promise<Growth> {
  if (!hasRoute("/api/user/characters")) return null;
  const { prisma } = await import("@/lib/db/client.server");
  const { createSession, sessionCookieName } = await import("@/lib/auth/session.server");
  const result: NonNullable<Growth> = [];
  for (const size of SIZES) {
    const user = await prisma().user.create({ data: { email: `growth-${size}@example.com` } });
    await prisma().character.createMany({ data: Array.from({ length: size }, (_, i) => ({ userId: user.id, name: `Character ${i + 1}` })) });
    const cookie = `${sessionCookieName()}=${(await createSession(user.id)).cookieValue}`;
    const get = () => fetch(`${app.url}/api/user/characters`, { headers: { cookie } });
    for (let i = 0; i < 5; i++) await (await get()).arrayBuffer();
    const times: number[] = [];
    let bytes = 0;
    const before = counter.queries();
    for (let i = 0; i < SAMPLES; i++) {
      const t0 = performance.now();
      const res = await get();
      bytes = (await res.arrayBuffer()).byteLength;
      times.push(performance.now() - t0);
      if (!res.ok) throw new Error(`characters list answered ${res.status}`);
    }
    const queries = (counter.queries() - before) / SAMPLES;
    times.sort((a, b) => a - b);
    result.push({ characters: size, meanMs: times.reduce((a, b) => a + b, 0) / SAMPLES, p99Ms: times[Math.ceil(SAMPLES * 0.99) - 1], queries, bytes });
  }
  return result;
}

const f = (n: number, d = 0) => n.toFixed(d);

export function renderReport(input: { rows: Row[]; growth: Growth; notes: string[]; duration: number; cpus: number; node: string }) {
  const { rows, growth, notes } = input;
  const baseline = (c: number) => rows.find((r) => r.target.kind === "baseline" && r.connections === c);
  const lines = [
    "# Performance",
    "",
    `Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC: \`next start\` on 127.0.0.1 with PostgreSQL,`,
    `autocannon for ${input.duration} s per row on the same ${input.cpus}-core machine (Node ${input.node}). Ratios are against the bare`,
    "handler (`GET /api/health`, a constant JSON body) at the same number of connections.",
    "",
    "| Endpoint | Connections | req/s | p50 ms | p99 ms | req/s vs bare | p99 vs bare | non-2xx | errors/timeouts |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
  ];
  const goals: string[] = [];
  for (const r of rows) {
    const b = baseline(r.connections);
    const ratio = b ? r.rps / b.rps : NaN;
    const p99Ratio = b ? r.p99 / Math.max(1, b.p99) : NaN;
    lines.push(
      `| ${r.target.name} | ${r.connections} | ${f(r.rps, r.rps < 10 ? 1 : 0)} | ${r.p50} | ${r.p99} | ${f(ratio, 2)} | ${f(p99Ratio, 2)} | ${r.non2xx} | ${r.errors} |`,
    );
    if (r.target.kind === "json" && r.target.signedIn && r.target.method !== "POST") {
      const ok = ratio >= 0.6 && p99Ratio <= 2;
      goals.push(`- ${r.target.name} at ${r.connections}: ${f(ratio, 2)}× req/s, ${f(p99Ratio, 2)}× p99, goal (≥ 0.6×, ≤ 2×) ${ok ? "met" : "**not met**"}`);
    }
    if (r.target.kind === "page" && r.connections === 10) {
      goals.push(`- ${r.target.name} p99 at 10 connections: ${r.p99} ms, goal (< 100 ms) ${r.p99 < 100 ? "met" : "**not met**"}`);
    }
  }
  lines.push("", "## Goals", "", ...(goals.length ? goals : ["- no signed-in endpoint measured yet"]));
  lines.push("", "## How the characters list grows", "");
  if (growth) {
    lines.push("Sequential requests (one connection), database queries counted on the wire by a proxy in front of PostgreSQL.", "");
    lines.push("| Characters | mean ms | p99 ms | DB queries per request | response bytes |", "|---:|---:|---:|---:|---:|");
    for (const g of growth) lines.push(`| ${g.characters} | ${f(g.meanMs, 1)} | ${f(g.p99Ms, 1)} | ${f(g.queries, 1)} | ${g.bytes} |`);
  } else {
    lines.push("Skipped: `GET /api/user/characters` is not in this checkout yet.");
  }
  if (notes.length) lines.push("", "## Notes", "", ...notes.map((n) => `- ${n}`));
  lines.push("", "POST /api/login verifies an argon2id hash per request by design, so it is not held to the JSON goal.", "");
  return lines.join("\n");
}
