// The order of lib/'s layers, lowest first (docs/architecture.md). A module may import its own
// layer and any below it; eslint.config.mjs turns this list into the boundaries rule, and
// config/layers.test.ts proves the rule refuses an import that climbs, type-only ones included.
export const LAYERS = [
  { type: "env", folders: ["env"] },
  { type: "db", folders: ["db"] },
  // Leaf modules every layer may use: error classes, the browser's fetch and query keys, small
  // pure helpers. They import nothing above the database's generated types.
  {
    type: "base",
    files: ["lib/api/errors.ts", "lib/api/db-errors.ts", "lib/api/client.ts", "lib/api/query-keys.ts", "lib/api/attachment.ts"],
    folders: ["utils"],
  },
  { type: "infra", folders: ["crypto", "net", "media", "email"] },
  { type: "policy", folders: ["policy", "auth"] },
  {
    type: "domain",
    folders: [
      "accounts",
      "activity",
      "admin",
      "ai",
      "catalog",
      "course",
      "jobs",
      "orders",
      "health",
      "marketing",
      "payments",
      "storage",
      "studio",
      "validation",
      "video",
      "voice",
    ],
  },
  { type: "api", folders: ["api", "query", "server"] },
];

/** The elements, most specific first: a file listed by name wins over its folder's layer. */
export const layerElements = [
  ...LAYERS.flatMap((layer) => (layer.files ?? []).map((file) => ({ type: layer.type, pattern: file, mode: "full" }))),
  ...LAYERS.flatMap((layer) => layer.folders.map((folder) => ({ type: layer.type, pattern: `lib/${folder}/**`, mode: "full" }))),
  { type: "components", pattern: "components/**", mode: "full" },
  { type: "app", pattern: "app/**", mode: "full" },
];

/** Each layer may not import a higher one, nor components/ or app/. */
export function layerPolicies(layers) {
  return layers.map((layer, i) => ({
    from: { element: { type: layer.type } },
    disallow: { to: { element: { types: { anyOf: [...layers.slice(i + 1).map((l) => l.type), "components", "app"] } } } },
  }));
}
