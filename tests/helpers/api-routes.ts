import { readdirSync } from "node:fs";
import path from "node:path";
import type { NextRequest } from "next/server";

// Every route file under app/api, found from the file tree, so a route added later is picked up
// by the fuzz and cross-tenant suites without anyone remembering to list it.
export const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type Method = (typeof METHODS)[number];
export type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
export type ApiRoute = { path: string; file: string; params: string[] };

const API_DIR = path.join(__dirname, "..", "..", "app", "api");

export function listApiRoutes(): ApiRoute[] {
  const found: ApiRoute[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/^route\.(ts|tsx|js)$/.test(entry.name)) {
        // Route groups "(name)" do not appear in the URL.
        const segments = path
          .relative(API_DIR, dir)
          .split(path.sep)
          .filter((s) => s && !/^\(.*\)$/.test(s));
        const params = segments.filter((s) => /^\[.+\]$/.test(s)).map((s) => s.replace(/^\[\.{0,3}|\]$/g, ""));
        found.push({ path: ["/api", ...segments].join("/"), file: full, params });
      }
    }
  };
  walk(API_DIR);
  return found.sort((a, b) => a.path.localeCompare(b.path));
}

/** The HTTP methods a route file exports, with their handlers. */
export async function routeHandlers(route: ApiRoute): Promise<[Method, Handler][]> {
  const mod = (await import(route.file)) as Partial<Record<Method, Handler>>;
  return METHODS.filter((m) => typeof mod[m] === "function").map((m) => [m, mod[m]!]);
}

/** A URL for the route with its dynamic segments filled in. */
export function routeUrl(route: ApiRoute, params: Record<string, string>) {
  return route.path.replace(/\[\.{0,3}([^\]]+)\]/g, (_, name: string) => encodeURIComponent(params[name] ?? "x"));
}
