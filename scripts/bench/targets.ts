// What the benchmark measures. Each target is skipped, with a note, while its route or page is
// not in this checkout yet (features land on their own branches).
import { existsSync } from "node:fs";
import { hasRoute } from "../lib/app-server";
import type { Goal } from "./verdict";

export type Target = {
  name: string;
  kind: "baseline" | "json" | "page";
  method?: string;
  path: string;
  /** A path naming the side's own seeded rows (each side has its own database): replaces `path`. */
  pathFor?: (seeded: Seeded) => string;
  signedIn?: boolean;
  /** Builds each request's body and headers (login rotates users and client addresses). */
  vary?: (i: number) => { body: string; headers: Record<string, string> };
  available: () => boolean;
  /** Issue 21's goals for this target at a number of connections (none: reported, not judged). */
  goals?: (connections: number) => Goal[];
};

/** What the bench seeded on a side: the bench buyer's first character and a published lesson. */
export type Seeded = { characterId: string; lessonSlug: string };

// Signed-in JSON endpoints: at least 0.6× the bare handler's req/s, p99 within 2× its p99.
const jsonGoals = (): Goal[] => [
  { metric: "rps-ratio", min: 0.6 },
  { metric: "p99-ratio", max: 2 },
];
// Signed-in pages (the dashboard, and since issue 49 a lesson and a wizard step): p99 under 100 ms
// at 10 connections and under 250 ms at 50.
const pageGoals = (connections: number): Goal[] =>
  connections === 10 ? [{ metric: "p99-ms", below: 100 }] : connections === 50 ? [{ metric: "p99-ms", below: 250 }] : [];

export function targets(loginEmails: string[], password: string): Target[] {
  return [
    { name: "GET /api/health (bare handler)", kind: "baseline", path: "/api/health", available: () => true },
    { name: "GET /api/user", kind: "json", path: "/api/user", signedIn: true, available: () => hasRoute("/api/user"), goals: jsonGoals },
    {
      name: "GET /api/user/characters (50)",
      kind: "json",
      path: "/api/user/characters",
      signedIn: true,
      available: () => hasRoute("/api/user/characters"),
      goals: jsonGoals,
    },
    { name: "GET / (landing page)", kind: "page", path: "/", available: () => existsSync("app/(marketing)/page.tsx") },
    {
      name: "GET /user/dashboard",
      kind: "page",
      path: "/user/dashboard",
      signedIn: true,
      available: () => existsSync("app/user/dashboard/page.tsx"),
      goals: pageGoals,
    },
    {
      name: "GET /user/course/:lesson (lesson page)",
      kind: "page",
      path: "/user/course/:lesson",
      pathFor: ({ lessonSlug }) => `/user/course/${lessonSlug}`,
      signedIn: true,
      available: () => existsSync("app/user/course/[lesson]/page.tsx"),
      goals: pageGoals,
    },
    {
      name: "GET /user/characters/:id?step=profile (wizard step)",
      kind: "page",
      path: "/user/characters/:id?step=profile",
      pathFor: ({ characterId }) => `/user/characters/${characterId}?step=profile`,
      signedIn: true,
      available: () => existsSync("app/user/characters/[id]/page.tsx"),
      goals: pageGoals,
    },
    // Last: a burst of argon2id verifications keeps the CPU busy after the run ends.
    {
      name: "POST /api/login",
      kind: "json",
      method: "POST",
      path: "/api/login",
      // Different users and client addresses, so the per-e-mail and per-IP limits measure
      // sign-ins rather than refusals; argon2id verification is the expected cost here.
      vary: (i) => ({
        body: JSON.stringify({ email: loginEmails[i % loginEmails.length], password }),
        headers: { "content-type": "application/json", "x-forwarded-for": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
      }),
      available: () => hasRoute("/api/login"),
    },
  ];
}
