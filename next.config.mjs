/** @type {import('next').NextConfig} */
const nextConfig = {
  // cacheComponents stays off: marketing pages are plain static pages and signed-in pages read
  // cookies; see docs/decisions/003-rendering-and-paths.md.
  poweredByHeader: false,
  // The Docker image builds with NEXT_OUTPUT=standalone and runs .next/standalone/server.js
  // (traced files only); `npm start` serves a normal build with `next start`. See docs/deploy.md.
  output: process.env.NEXT_OUTPUT === "standalone" ? "standalone" : undefined,
  // PGlite and eSpeak NG (the server demo voice) load WebAssembly and data files at run time;
  // keep them (and Prisma's adapters) out of the server bundle so their files resolve from
  // node_modules.
  // MJML (the mail layout, decision 432) loads its parts with dynamic requires: Node resolves them.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "@node-rs/argon2", "pg", "espeak-ng", "mjml"],
  // The draft video renderer (lib/video, run by the job worker inside the server) reads its
  // caption font and, without a system ffmpeg, the npm package's ffmpeg at run time by path:
  // the standalone output must carry them (decision 133).
  outputFileTracingIncludes: {
    "/*": ["node_modules/geist/dist/fonts/geist-sans/Geist-Bold.ttf", "node_modules/@ffmpeg-installer/linux-x64/ffmpeg"],
  },
  // No folder of the project may be named "media" outside lib/ and app/: the run-time media folder's
  // dynamic path makes the tracer take every */media/* file into the standalone output (the
  // integration tests of lib/media live in tests/media-store/ for that reason; the image check
  // refuses an image carrying tests).
  experimental: {
    // The proxy buffers the body of each request it runs for, up to this much, and clips the
    // rest. It never runs for /api requests that carry a body (proxy.ts), and pages take none, so
    // a small figure bounds what a stray POST to a page can make the server hold (issue 29).
    proxyClientMaxBodySize: "64kb",
  },
  turbopack: {
    rules: {
      "*.css": { loaders: ["@tailwindcss/turbopack"], as: "*.css" },
    },
  },
};

export default nextConfig;
