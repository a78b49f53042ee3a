// lib/'s folders in tiers, lowest first (docs/architecture.md, decision 320). The list is also an
// order: a folder may import only the folders written before it, in its own tier or a lower one,
// so no import climbs, no two folders import each other and the folders can form no loop.
// eslint.config.mjs turns this list into the boundaries rule; config/layers.test.ts proves the
// rule refuses an import that climbs, between folders as between files, type-only ones included.
export const TIERS = [
  // The process's settings, small pure helpers, the database.
  { tier: "ground", folders: ["env", "utils", "db"] },
  // What every feature stands on and no feature owns: HTTP errors and the browser's fetch, the
  // outside world (net, email, ffmpeg), stored files, sessions and roles, limits and quotas.
  { tier: "platform", folders: ["api", "activity", "crypto", "email", "health", "net", "video", "media", "policy", "auth"] },
  // The words the schemas speak: products and prices, voices, order states, then the schemas.
  { tier: "vocabulary", folders: ["catalog", "voice", "orders", "validation"] },
  // The business, downhill: the job queue, access, then the features that use both.
  { tier: "domain", folders: ["jobs", "accounts", "marketing", "ai", "payments", "studio", "course", "storage", "publishing", "admin"] },
  // Where the server meets the request: browser queries, the route wrapper, the job table and
  // worker, start-up, and the page data that spans several features.
  { tier: "assembly", folders: ["query", "server"] },
];

/** lib/'s folders in import order: each may import itself and those before it. */
export const FOLDER_ORDER = TIERS.flatMap((tier) => tier.folders);

/** One element a folder (its type is the folder's name), then components/ and app/. */
export const layerElements = [
  ...FOLDER_ORDER.map((folder) => ({ type: folder, pattern: `lib/${folder}/**`, mode: "full" })),
  { type: "components", pattern: "components/**", mode: "full" },
  { type: "app", pattern: "app/**", mode: "full" },
];

/** Each folder may not import a folder after it in the order, nor components/ or app/. */
export function layerPolicies(order) {
  return order.map((folder, i) => ({
    from: { element: { type: folder } },
    disallow: { to: { element: { types: { anyOf: [...order.slice(i + 1), "components", "app"] } } } },
  }));
}
