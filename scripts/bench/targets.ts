// What the benchmark measures. Each target is skipped, with a note, while its route or page is
// not in this checkout yet (features land on their own branches).
import { existsSync } from "node:fs";
import { hasRoute } from "../lib/app-server";

export type Target = {
  name: string;
  kind: "baseline" | "json" | "page";
  method?: string;
  path: string;
  signedIn?: boolean;
  /** Builds each request's body and headers (login rotates users and client addresses). */
  vary?: (i: number) => { body: string; headers: Record<string, string> };
  available: () => boolean;
};

export function targets(loginEmails: string[], password: string): Target[] {
  return [
    { name: "GET /api/health (bare handler)", kind: "baseline", path: "/api/health", available: () => true },
    { name: "GET /api/user", kind: "json", path: "/api/user", signedIn: true, available: () => hasRoute("/api/user") },
    { name: "GET /api/user/characters (50)", kind: "json", path: "/api/user/characters", signedIn: true, available: () => hasRoute("/api/user/characters") },
    { name: "GET / (landing page)", kind: "page", path: "/", available: () => existsSync("app/(marketing)/page.tsx") },
    { name: "GET /user/dashboard", kind: "page", path: "/user/dashboard", signedIn: true, available: () => existsSync("app/user/dashboard/page.tsx") },
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
