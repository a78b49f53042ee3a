// Database queries per signed-in request (decision 154): the session read brings the user, role
// and purchase, so GET /api/user is one query and the dashboard one more for its counts, beside
// the done-for-you orders and the storage panel's connections (which the browser asked for in a
// second request until decision 160 drew the panel with the page, so the page now sends 4).
import { existsSync } from "node:fs";
import type { Scenario } from "../scenario";
import { judgeValue } from "../verdict";
import { seedBuyer } from "../seed";

const SAMPLES = 10;
const PATHS: { path: string; most: number; available: () => boolean }[] = [
  { path: "/api/user", most: 1, available: () => existsSync("app/api/user/route.ts") },
  { path: "/api/user/characters", most: 2, available: () => existsSync("app/api/user/characters/route.ts") },
  { path: "/user/dashboard", most: 3, available: () => existsSync("app/user/dashboard/page.tsx") },
];

export const requestQueries: Scenario = {
  title: "Database queries per signed-in request",
  available: () => true,
  async run({ app, counter, server, cookieFor }) {
    const user = await seedBuyer(`queries-${server}@example.com`, 50);
    const cookie = await cookieFor(user.id);
    const lines = ["Sequential requests by a buyer with 50 characters, queries counted on the wire.", "", "| Request | DB queries per request |", "|---|---:|"];
    const checks = [];
    for (const { path, most } of PATHS.filter((p) => p.available())) {
      const get = async () => {
        const res = await fetch(app.url + path, { headers: { cookie } });
        await res.arrayBuffer();
        return res.ok;
      };
      await get();
      const before = counter.queries();
      let ok = true;
      for (let i = 0; i < SAMPLES; i++) ok = (await get()) && ok;
      const queries = (counter.queries() - before) / SAMPLES;
      lines.push(`| GET ${path} | ${queries.toFixed(1)} |`);
      checks.push(judgeValue(`GET ${path} queries per request`, queries, { max: most }, ok));
    }
    return { lines, checks };
  },
};
