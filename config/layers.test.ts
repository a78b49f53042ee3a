import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

// The layer rule of eslint.config.mjs, run on probe files placed in the tree (linted as text,
// never written): an import that climbs a layer, a type-only one included, is an error; one
// that goes down is not.
const root = path.resolve(__dirname, "..");
const eslintBin = path.join(root, "node_modules", "eslint", "bin", "eslint.js");

// The CLI in a child process, as `npm run lint` runs it (ESLint's ESM config does not load
// inside Jest's module system; import/no-cycle cannot follow a file that is not on disk); it exits 1 when it finds errors, so the report is read either way.
async function layerErrors(file: string, code: string): Promise<string[]> {
  const run = promisify(execFile)(process.execPath, [eslintBin, "--rule", "import/no-cycle: off", "--format", "json", "--stdin", "--stdin-filename", file], {
    cwd: root,
    maxBuffer: 1 << 24,
  });
  run.child.stdin?.end(code);
  const { stdout } = await run.catch((error: { stdout: string }) => ({ stdout: error.stdout }));
  const [result] = JSON.parse(stdout) as { messages: { ruleId: string | null; message: string }[] }[];
  return result.messages.filter((m) => m.ruleId === "boundaries/dependencies").map((m) => m.message);
}

jest.setTimeout(120_000);

test("the database layer may not import a domain folder, not even a type", async () => {
  expect(
    await layerErrors("lib/db/layer-probe.ts", 'import type { OwnedCharacter } from "@/lib/studio/ownership.server";\nexport type T = OwnedCharacter;\n'),
  ).toEqual([expect.stringContaining('"domain" are not allowed in elements of type "db"')]);
});

test("lib may not import components/ or app/, and re-exports count", async () => {
  const errors = await layerErrors("lib/studio/layer-probe.ts", 'export { Button } from "@/components/ui/button";\nexport * from "@/app/layout";\n');
  expect(errors).toEqual([expect.stringContaining('"components"'), expect.stringContaining('"app"')]);
});

test("a domain folder may not import the API layer's route wrapper", async () => {
  expect(await layerErrors("lib/studio/layer-probe.ts", 'import { route } from "@/lib/api/route.server";\nexport const probe = route;\n')).toEqual([
    expect.stringContaining('"api" are not allowed in elements of type "domain"'),
  ]);
});

test("importing down the layers, and the shared base, is allowed", async () => {
  expect(
    await layerErrors(
      "lib/studio/layer-probe.ts",
      'import { prisma } from "@/lib/db/client.server";\nimport { NotFoundError } from "@/lib/api/errors";\nimport type { WordTiming } from "@/lib/ai/speech/types";\nexport const probe = [prisma, NotFoundError] as const;\nexport type W = WordTiming;\n',
    ),
  ).toEqual([]);
});
