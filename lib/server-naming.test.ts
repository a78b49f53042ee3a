import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

// Decision 124, widened by issue 30: a lib/ module's name says whether it runs only on the
// server. It is *.server.ts exactly when it imports "server-only", a Node built-in (node:…) or
// the database; everything else also runs in the browser. A type-only import does not count:
// it is erased before anything runs.
function modules(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "generated" ? [] : modules(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

const DATABASE = [
  /^@\/lib\/db\/(client|connect|migrate)\.server$/,
  /^@\/lib\/db\/generated\/client$/,
  /^@prisma\/(client|adapter-pg)$/,
  /^@electric-sql\/pglite/,
  /^pg$/,
];

/** What a module imports at run time: `import "x"`, `import … from "x"`, `export … from "x"`, `import("x")`; `import type` left out. */
export function runtimeImports(source: string): string[] {
  const statements = /^\s*(import|export)\s+(type\s+)?(?:[^;'"]*?\sfrom\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/gm;
  return [...source.matchAll(statements)].filter((m) => !m[2]).map((m) => m[3] ?? m[4]);
}

export function runsOnlyOnServer(source: string): boolean {
  return runtimeImports(source).some((spec) => spec === "server-only" || spec.startsWith("node:") || DATABASE.some((db) => db.test(spec)));
}

it("reads run-time imports, not type-only ones", () => {
  expect(runsOnlyOnServer('import type { Readable } from "node:stream";\n')).toBe(false);
  expect(runsOnlyOnServer('import { createHash } from "node:crypto";\n')).toBe(true);
  expect(runsOnlyOnServer('import {\n  prisma,\n} from "@/lib/db/client.server";\n')).toBe(true);
  expect(runsOnlyOnServer('import "server-only";\n')).toBe(true);
  expect(runsOnlyOnServer('const { openDatabase } = await import("@/lib/db/connect.server");\n')).toBe(true);
  expect(runsOnlyOnServer('import { z } from "zod";\nimport type { PrismaClient } from "@prisma/client";\n')).toBe(false);
});

it("names every lib module that needs the server *.server.ts, and only those", () => {
  const root = process.cwd();
  // lib/server/ holds the process's start-up, run by instrumentation.ts only on the server.
  const wrong = modules(join(root, "lib"))
    .filter((path) => !path.includes("/lib/server/"))
    .filter((path) => runsOnlyOnServer(readFileSync(path, "utf8")) !== /\.server\.tsx?$/.test(path))
    .map((path) => relative(root, path));
  expect(wrong).toEqual([]);
});
