/** @type {import('next').NextConfig} */
const nextConfig = {
  // cacheComponents stays off: marketing pages are plain static pages and signed-in pages read
  // cookies; see docs/decisions/004-rendering.md.
  poweredByHeader: false,
  // The Docker image runs .next/standalone/server.js (traced files only, no full node_modules);
  // `next start` still serves the same build (it only warns). See docs/deploy.md.
  output: "standalone",
  // PGlite loads WebAssembly and data files at run time; keep it (and Prisma's adapters) out of
  // the server bundle so their files resolve from node_modules.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "@node-rs/argon2", "pg"],
  turbopack: {
    rules: {
      "*.css": { loaders: ["@tailwindcss/turbopack"], as: "*.css" },
    },
  },
};

export default nextConfig;
