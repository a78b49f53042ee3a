import { execFile } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

// The tier rule of eslint.config.mjs (config/layers.mjs), run on probe files placed in the tree
// (linted as text, never written): an import from a folder to one after it in the order, a
// type-only one included, is an error, also between two domain folders or two of one tier; one
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
    code: 'import type { OwnedCharacter } from "@/lib/auth/ownership.server";\nexport type T = OwnedCharacter;\n',
  },
  libReExportsComponentsAndApp: {
    file: "lib/studio/layer-probe.ts",
    code: 'export { Button } from "@/components/ui/button";\nexport * from "@/app/layout";\n',
  },
  domainImportsRouteWrapper: {
    file: "lib/studio/layer-probe.ts",
    code: 'import { route } from "@/lib/server/route.server";\nexport const probe = route;\n',
  },
  // The old rule let any domain folder import any other: accounts -> admin, the refund walk's
  // jobs -> payments, and the schemas -> the console's order rules all climbed unnoticed.
  accountsImportsAdmin: {
    file: "lib/accounts/layer-probe.ts",
    code: 'import { refundOrder } from "@/lib/admin/refunds.server";\nexport const probe = refundOrder;\n',
  },
  jobsImportsPaymentsType: {
    file: "lib/jobs/layer-probe.ts",
    code: 'import type { RevokeReason } from "@/lib/accounts/access.server";\nimport type { CheckoutIntent } from "@/lib/payments/checkout-intent.server";\nexport type T = [RevokeReason, CheckoutIntent];\n',
  },
  sameTierClimbs: {
    file: "lib/catalog/layer-probe.ts",
    code: 'import { ORDER_STATUSES } from "@/lib/orders/order-status";\nexport const probe = ORDER_STATUSES;\n',
  },
  importsDown: {
    file: "lib/studio/layer-probe.ts",
    code: 'import { prisma } from "@/lib/db/client.server";\nimport { NotFoundError } from "@/lib/api/errors";\nimport type { WordTiming } from "@/lib/video/speech-types";\nimport { POPULAR_NICHES } from "@/lib/validation/ai-options";\nimport { cancelQueuedJobsOfBuyer } from "@/lib/jobs/queue.server";\nexport const probe = [prisma, NotFoundError, POPULAR_NICHES, cancelQueuedJobsOfBuyer] as const;\nexport type W = WordTiming;\n',
  },
} satisfies Record<string, Probe>;

let errors: Record<keyof typeof PROBES, string[]>;

beforeAll(async () => {
  const names = Object.keys(PROBES) as (keyof typeof PROBES)[];
  const results = await layerErrorsOf(names.map((name) => PROBES[name]));
  errors = Object.fromEntries(names.map((name, i) => [name, results[i]])) as typeof errors;
}, 120_000);

test("the database may not import a domain folder, not even a type", () => {
  expect(errors.dbImportsDomainType).toEqual([expect.stringContaining('"auth" are not allowed in elements of type "db"')]);
});

test("lib may not import components/ or app/, and re-exports count", () => {
  expect(errors.libReExportsComponentsAndApp).toEqual([expect.stringContaining('"components"'), expect.stringContaining('"app"')]);
});

test("a domain folder may not import the route wrapper", () => {
  expect(errors.domainImportsRouteWrapper).toEqual([expect.stringContaining('"server" are not allowed in elements of type "studio"')]);
});

test("a folder may not import a folder of a higher tier: accounts may not import admin", () => {
  expect(errors.accountsImportsAdmin).toEqual([expect.stringContaining('"admin" are not allowed in elements of type "accounts"')]);
});

test("the job queue may not import the folders that use it, not even a type", () => {
  expect(errors.jobsImportsPaymentsType).toEqual([
    expect.stringContaining('"accounts" are not allowed in elements of type "jobs"'),
    expect.stringContaining('"payments" are not allowed in elements of type "jobs"'),
  ]);
});

test("within a tier a folder may not import one written after it", () => {
  expect(errors.sameTierClimbs).toEqual([expect.stringContaining('"orders" are not allowed in elements of type "catalog"')]);
});

test("importing down the tiers is allowed", () => {
  expect(errors.importsDown).toEqual([]);
});

test("names every folder of lib/ once, so a new folder stands somewhere in the order", async () => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--input-type=module", "--eval", 'import { FOLDER_ORDER } from "./config/layers.mjs"; process.stdout.write(JSON.stringify(FOLDER_ORDER));'],
    { cwd: root },
  );
  const order = JSON.parse(stdout) as string[];
  const folders = readdirSync(path.join(root, "lib"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  expect([...order].sort()).toEqual(folders.sort());
  expect(new Set(order).size).toBe(order.length);
}, 30_000);
