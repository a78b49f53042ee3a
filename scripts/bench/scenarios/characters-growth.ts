// How GET /api/user/characters grows with the number of characters: time, database queries and
// bytes per request for users with 1, 100 and 1,000 characters (issue 21: ≤ 2× the time for one,
// a constant query count).
import { hasRoute } from "../../lib/app-server";
import type { Scenario } from "../scenario";
import { judgeValue, median } from "../verdict";

const SIZES = [1, 100, 1000];
const SAMPLES = 30;
const f = (n: number, d = 1) => n.toFixed(d);

export const charactersGrowth: Scenario = {
  title: "How the characters list grows",
  available: () => hasRoute("/api/user/characters"),
  async run({ app, counter, server, cookieFor }) {
    const { prisma } = await import("@/lib/db/client.server");
    const rows: { characters: number; medianMs: number; p99Ms: number; queries: number; bytes: number; ok: boolean }[] = [];
    for (const size of SIZES) {
      const user = await prisma().user.create({ data: { email: `growth-${size}-${server}@example.com` } });
      await prisma().character.createMany({ data: Array.from({ length: size }, (_, i) => ({ userId: user.id, name: `Character ${i + 1}` })) });
      const cookie = await cookieFor(user.id);
      const get = () => fetch(`${app.url}/api/user/characters`, { headers: { cookie } });
      for (let i = 0; i < 5; i++) await (await get()).arrayBuffer();
      const times: number[] = [];
      let bytes = 0;
      let ok = true;
      const before = counter.queries();
      for (let i = 0; i < SAMPLES; i++) {
        const t0 = performance.now();
        const res = await get();
        bytes = (await res.arrayBuffer()).byteLength;
        times.push(performance.now() - t0);
        ok &&= res.ok;
      }
      times.sort((a, b) => a - b);
      rows.push({
        characters: size,
        medianMs: median(times),
        p99Ms: times[Math.ceil(SAMPLES * 0.99) - 1],
        queries: (counter.queries() - before) / SAMPLES,
        bytes,
        ok,
      });
    }
    const [one, , large] = rows;
    const allOk = rows.every((r) => r.ok);
    return {
      lines: [
        "Sequential requests (one connection), database queries counted on the wire by a proxy in front of PostgreSQL.",
        "",
        "| Characters | median ms | p99 ms | DB queries per request | response bytes |",
        "|---:|---:|---:|---:|---:|",
        ...rows.map((g) => `| ${g.characters} | ${f(g.medianMs)} | ${f(g.p99Ms)} | ${f(g.queries)} | ${g.bytes} |`),
      ],
      checks: [
        judgeValue("1,000 characters vs 1, median time", large.medianMs / one.medianMs, { max: 2, unit: "×" }, allOk),
        judgeValue("1,000 characters vs 1, queries per request", large.queries - one.queries, { max: 0, unit: " more" }, allOk),
      ],
    };
  },
};
