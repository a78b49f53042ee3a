import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

// `npm run lint:cycles` (package.json, decision 239), run as written on a small tree of probe
// files: each kind of import circle the old import/no-cycle rule was meant to refuse must fail it
// (a type-only circle, one through a dynamic import(), one through the "@/" alias across folders,
// one through a re-export, one among .mjs scripts), and a tree without one must pass.
const root = path.resolve(__dirname, "..");
const command = (JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts["lint:cycles"];

const TSCONFIG = JSON.stringify({ compilerOptions: { baseUrl: ".", paths: { "@/*": ["./*"] }, jsx: "preserve" } });

type Tree = Record<string, string>;

const CIRCLES: Record<string, Tree> = {
  typeOnly: {
    "lib/studio/a.ts": 'import type { B } from "@/lib/studio/b";\nexport type A = { b?: B };\n',
    "lib/studio/b.ts": 'import type { A } from "./a";\nexport type B = { a?: A };\n',
  },
  dynamicImport: {
    "lib/ai/c.ts": 'export const c = async () => (await import("./d")).d;\n',
    "lib/ai/d.ts": 'import { c } from "./c";\nexport const d = c;\n',
  },
  acrossFolders: {
    "lib/video/g.ts": 'import { h } from "@/components/video/h";\nexport const g = h;\n',
    "components/video/h.tsx": 'import { g } from "@/lib/video/g";\nexport const h = 2;\nexport const hg = () => g;\n',
  },
  reExport: {
    "app/e.tsx": 'export { f } from "./f";\nexport const e = 1;\n',
    "app/f.ts": 'import { e } from "./e";\nexport const f = e + 1;\n',
  },
  scripts: {
    "scripts/i.mjs": 'import { j } from "./j.mjs";\nexport const i = j;\n',
    "scripts/j.mjs": 'import { i } from "./i.mjs";\nexport const j = () => i;\n',
  },
};

const NO_CIRCLE: Tree = {
  "lib/db/base.ts": "export const base = 1;\n",
  "lib/studio/uses-base.ts": 'import { base } from "@/lib/db/base";\nimport type { Later } from "./later";\nexport const x = base;\nexport type L = Later;\n',
  "lib/studio/later.ts": 'export type Later = { at: Date };\nexport const load = () => import("@/lib/db/base");\n',
  "components/ui/panel.tsx": 'import { x } from "@/lib/studio/uses-base";\nexport const Panel = () => x;\n',
};

async function runOn(tree: Tree): Promise<{ code: number; output: string }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "ais-cycles-"));
  try {
    writeFileSync(path.join(dir, "tsconfig.json"), TSCONFIG);
    for (const [file, text] of Object.entries(tree)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    const env = { ...process.env, PATH: `${path.join(root, "node_modules/.bin")}${path.delimiter}${process.env.PATH}` };
    try {
      const { stdout, stderr } = await promisify(execFile)("bash", ["-c", command], { cwd: dir, env });
      return { code: 0, output: stdout + stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, output: failed.stdout + failed.stderr };
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("npm run lint:cycles", () => {
  it("is what npm run lint runs after ESLint", () => {
    const scripts = (JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;
    expect(scripts.lint).toMatch(/npm run lint:cycles/);
  });

  it.each(Object.keys(CIRCLES))(
    "refuses a circle: %s",
    async (kind) => {
      const files = Object.keys(CIRCLES[kind]);
      const { code, output } = await runOn({ ...NO_CIRCLE, ...CIRCLES[kind] });
      expect(code).toBe(1);
      for (const file of files) expect(output).toContain(file);
    },
    30_000,
  );

  it("passes a tree without a circle, through the alias, type-only and dynamic imports", async () => {
    const { code, output } = await runOn(NO_CIRCLE);
    expect(output).toMatch(/no circular dependency/);
    expect(code).toBe(0);
  }, 30_000);
});
