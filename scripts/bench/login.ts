// Login benchmark (not a test): POST /api/login with the right password at 20 concurrent
// connections against a running `next start` on 127.0.0.1, and the argon2 verify time.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npx tsx --conditions=react-server \
//     scripts/bench/login.ts --url http://127.0.0.1:3220 --duration 15
//
// DATABASE_URL must be the server's database: the script seeds one account per request (the
// per-e-mail limit would otherwise answer 429) and removes them afterwards. Each request
// carries its own X-Forwarded-For, for the same reason with the per-IP limit.
import { parseArgs } from "node:util";
import { randomBytes } from "node:crypto";
import autocannon from "autocannon";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: "http://127.0.0.1:3220" },
    duration: { type: "string", default: "15" },
    connections: { type: "string", default: "20" },
  },
});
const url = new URL(values.url!);
if (!["127.0.0.1", "localhost"].includes(url.hostname)) throw new Error("The benchmark only targets 127.0.0.1 or localhost.");
const connections = Number(values.connections);
const duration = Number(values.duration);
const PASSWORD = "benchmark password";

async function timeVerify(hash: string, verify: (h: string, p: string) => Promise<boolean>) {
  const samples: number[] = [];
  for (let i = 0; i < 20; i++) {
    const started = performance.now();
    await verify(hash, PASSWORD);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { median: samples[10], max: samples[19] };
}

async function main() {
  const { databaseTarget } = await import("@/lib/db/client.server");
  const { openDatabase } = await import("@/lib/db/connect.server");
  const { hashPassword, verifyPassword } = await import("@/lib/auth/password.server");
  const target = databaseTarget();
  if (!("url" in target)) throw new Error("Set DATABASE_URL to the database of the server under test.");
  const db = openDatabase(target);
  const run = randomBytes(3).toString("hex");
  // One account per request: roughly (connections / verify time) requests per second at most.
  const count = Math.ceil(duration * 60) + 200;
  const passwordHash = await hashPassword(PASSWORD);
  const emails = Array.from({ length: count }, (_, i) => `bench-${run}-${i}@example.com`);
  try {
    const verify = await timeVerify(passwordHash, verifyPassword);
    await db.prisma.user.createMany({ data: emails.map((email) => ({ email, passwordHash })) });
    let next = 0;
    const result = await autocannon({
      url: url.origin,
      connections,
      duration,
      timeout: 30,
      requests: [
        {
          method: "POST",
          path: "/api/login",
          setupRequest: (req) => {
            const i = next++ % count;
            return {
              ...req,
              headers: { "content-type": "application/json", "x-forwarded-for": `10.9.${(i >> 8) & 255}.${i & 255}` },
              body: JSON.stringify({ email: emails[i], password: PASSWORD }),
            };
          },
        },
      ],
    });
    console.log(`argon2id verify (in this process, before the load): median ${verify.median.toFixed(1)} ms, max ${verify.max.toFixed(1)} ms`);
    console.log(`POST /api/login, ${connections} connections, ${duration} s against ${url.origin}:`);
    console.log(
      `  ${result.requests.average.toFixed(1)} req/s average, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    );
    console.log(`  ${result["2xx"]} answered 2xx, ${result.non2xx} other, ${result.errors} errors, ${result.timeouts} timeouts`);
  } finally {
    await db.prisma.user.deleteMany({ where: { email: { startsWith: `bench-${run}-` } } });
    await db.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
