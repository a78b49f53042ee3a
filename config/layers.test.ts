import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

// The layer rule of eslint.config.mjs, run on probe files placed in the tree (linted as text,
// never written): an import that climbs a layer, a type-only one included, is an error; one
// that goes down is not.
const root = path.resolve(__dirname, "..");

type Probe = { file: string; code: string };

// ESLint's Node API in one child process for every probe, as `npm run lint` loads its config
// (ESLint's ESM config does not load inside Jest's module system). One process, not one a probe: each start loads every plugin and
// resolver again, about ten seconds apiece on a busy CI machine.
const LINT_PROBES = `
import { ESLint } from "eslint";
const probes = JSON.parse(process.argv[1]);
const eslint = new ESLint();
const results = [];
for (const { file, code } of probes) {
  const [result] = await eslint.lintText(code, { filePath: file });
  results.push(result.messages.filter((m) => m.ruleId === "boundaries/dependencies").map((m) => m.message));
}
process.stdout.write(JSON.stringify(results));
`;

async function layerErrorsOf(probes: Probe[]): Promise<string[][]> {
  const { stdout } = await promisify(execFile)(process.execPath, ["--input-type=module", "--eval", LINT_PROBES, JSON.stringify(probes)], {
    cwd: root,
    maxBuffer: 1 << 24,
  });
  return JSON.parse(stdout) as string[][];
}

const PROBES = {
  dbImportsDomainType: {
    file: "lib/db/layer-probe.ts",
    code: 'import type { OrderStatus } from "@/lib/orders/order-status";\nexport type T = OrderStatus;\n',
  },
  libReExportsComponentsAndApp: {
    file: "lib/studio/layer-probe.ts",
    code: 'export { Button } from "@/components/ui/button";\nexport * from "@/app/layout";\n',
  },
  domainImportsRouteWrapper: {
    file: "lib/studio/layer-probe.ts",
    code: 'import { route } from "@/lib/server/route.server";\nexport const probe = route;\n',
  },
  importsDown: {
    file: "lib/studio/layer-probe.ts",
    code: 'import { prisma } from "@/lib/db/client.server";\nimport { NotFoundError } from "@/lib/api/errors";\nimport type { WordTiming } from "@/lib/video/speech-types";\nexport const probe = [prisma, NotFoundError] as const;\nexport type W = WordTiming;\n',
  },
} satisfies Record<string, Probe>;

let errors: Record<keyof typeof PROBES, string[]>;

beforeAll(async () => {
  const names = Object.keys(PROBES) as (keyof typeof PROBES)[];
  const results = await layerErrorsOf(names.map((name) => PROBES[name]));
  errors = Object.fromEntries(names.map((name, i) => [name, results[i]])) as typeof errors;
}, 120_000);

test("the database layer may not import a domain folder, not even a type", () => {
  expect(errors.dbImportsDomainType).toEqual([expect.stringContaining('"domain" are not allowed in elements of type "db"')]);
});

test("lib may not import components/ or app/, and re-exports count", () => {
  expect(errors.libReExportsComponentsAndApp).toEqual([expect.stringContaining('"components"'), expect.stringContaining('"app"')]);
});

test("a domain folder may not import the API layer's route wrapper", () => {
  expect(errors.domainImportsRouteWrapper).toEqual([expect.stringContaining('"api" are not allowed in elements of type "domain"')]);
});

test("importing down the layers, and the shared base, is allowed", () => {
  expect(errors.importsDown).toEqual([]);
});
