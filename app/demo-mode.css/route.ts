import { route } from "@/lib/server/route.server";
import { demoModeStylesheet } from "@/lib/env/demo-mode-stylesheet.server";

// GET /demo-mode.css: shows the root layout's demo banner when this server runs with
// DEMO_MODE=1. Pages are prerendered at build time, where the deployment's setting is unknown,
// so the banner's markup is in every page, hidden, and this render-blocking stylesheet (read at
// request time) decides before the first paint: no layout shift either way (decision 096).
export const dynamic = "force-dynamic";
export const GET = route(
  { auth: "public" },
  async () => new Response(demoModeStylesheet(), { headers: { "Content-Type": "text/css; charset=utf-8", "Cache-Control": "public, max-age=300" } }),
);
