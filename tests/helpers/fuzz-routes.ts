import fc from "fast-check";
import { listApiRoutes, routeHandlers, type Handler, type Method } from "./api-routes";
import { call, signIn, type CallOptions } from "./http";
import { withTestDatabase } from "./db";
import { withStripeStandIn } from "./stripe-env";
import { createUser } from "./factories";
import { rowCounts, settledRowCounts } from "./row-counts";
import { routeRules } from "./route-rules";

// Property-based bad input against every exported method of every route under app/api. The rule:
// never a 5xx; every 4xx carries { message }; a refused request changes no row. A 2xx is allowed
// only for input that is readable JSON (it may be valid by chance, e.g. a body of optional fields)
// or when the route does not read a body at all (probed with invalid JSON below).
const NUM_RUNS = Number(process.env.FUZZ_RUNS ?? 12);

const nasty = fc.constantFrom(
  '\'; DROP TABLE "User"; --',
  "' OR '1'='1",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "\u0000",
  "\u202e\u200b🙂𝕏",
  "../../etc/passwd",
  "%00",
  "${7*7}",
  "__proto__",
  "constructor",
  "NaN",
  "-1",
  "1e309",
);
const text = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 50 }),
  nasty,
  fc.string({ minLength: 5000, maxLength: 5000 }).map((s) => s.repeat(3)),
);
const scalar = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const deep = fc.integer({ min: 50, max: 2000 }).map((depth) => {
  let value: unknown = "bottom";
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
});
const fieldNames = fc.constantFrom(
  "name",
  "email",
  "password",
  "id",
  "platform",
  "profileUrl",
  "headline",
  "characterId",
  "data",
  "__proto__",
  "isPersonalCharacter",
);
const jsonBody = fc.oneof(
  scalar,
  deep,
  fc.array(scalar, { maxLength: 5 }),
  fc.dictionary(fc.oneof(fieldNames, fc.string()), fc.oneof(scalar, deep, fc.array(scalar)), { maxKeys: 6 }),
  fc.json().map((j) => JSON.parse(j) as unknown),
);
// Requests a body-reading route must refuse whatever its schema: not JSON, wrong type, too big.
const unreadable = fc.oneof(
  fc.constantFrom("{", '{"a":', "[1,,2]", "undefined", "{'a':1}", "\u0000").map((rawBody) => ({ rawBody, headers: { "content-type": "application/json" } })),
  fc
    .constantFrom("text/plain", "application/x-www-form-urlencoded", "multipart/form-data")
    .map((type) => ({ rawBody: "a=1&b=2", headers: { "content-type": type } })),
  fc.constant({ rawBody: JSON.stringify({ x: "y".repeat(200 * 1024) }), headers: { "content-type": "application/json" } }),
);
const badParam = fc.oneof(
  text.filter((s) => s.length < 300),
  fc.uuid(),
  fc.constant("00000000-0000-0000-0000-000000000000"),
);

type Case = { kind: "json" | "unreadable"; options: CallOptions; signedIn: boolean };

/** Path params: bad ones, or (half the time) a resource of the signed-in user, so bodies reach the handler. */
function cases(params: string[], own?: Record<string, string>): fc.Arbitrary<Case> {
  const bad = fc.record(Object.fromEntries(params.map((p) => [p, badParam])) as Record<string, fc.Arbitrary<string>>);
  const paramRecord = own ? fc.oneof(fc.constant(own), bad) : bad;
  return fc
    .record({
      signedIn: fc.boolean(),
      params: paramRecord,
      body: fc.oneof(
        jsonBody.map((body) => ({ kind: "json" as const, body: { rawBody: JSON.stringify(body) ?? "null", headers: { "content-type": "application/json" } } })),
        unreadable.map((body) => ({ kind: "unreadable" as const, body })),
      ),
    })
    .map(({ signedIn, params: p, body }) => ({ kind: body.kind, signedIn, options: { ...body.body, params: p } }));
}

/**
 * The fuzz test of one part of the API routes (every `of`-th route from the `part`-th, so each
 * part holds a mix): tests/server/fuzz-1.test.ts and its siblings each run one part, so the suite's
 * longest file is split over the test workers instead of holding one of them to the end.
 */
export function fuzzRoutes(part: number, of: number) {
  // Stripe configured (against its local stand-in), so the webhook route runs its real checks.
  withStripeStandIn();
  withTestDatabase();
  // No job worker runs here: the spec's synchronous AI endpoints answer 202 with the queued job
  // at once instead of waiting for a result that would never come.
  process.env.AI_SYNC_WAIT_MS = "0";
  jest.setTimeout(120_000);
  const routes = listApiRoutes().filter((_, i) => i % of === part - 1);
  let session = "";
  let userId = "";
  beforeAll(async () => {
    userId = (await createUser()).id;
    session = await signIn(userId);
  });

  /** A resource of the fuzzing user for routes whose rule can seed one (tests/helpers/route-rules.ts). */
  async function ownParams(path: string) {
    const rule = Object.values(routeRules[path] ?? {}).find((r) => r?.rule === "owner");
    return rule?.rule === "owner" ? rule.seed(userId) : undefined;
  }

  /**
   * Whether a handler reads its body: an unreadable one is refused. The probe names one of the
   * user's own resources where the route can seed one, so a refusal of the path itself (a made-up
   * id) is not taken for a refusal of the body.
   */
  async function readsBody(method: Method, handler: Handler, params: string[], own: Record<string, string> | undefined) {
    if (method === "GET") return false;
    const probe = await call(handler, {
      method,
      rawBody: "{",
      headers: { "content-type": "application/json" },
      session,
      params: own ?? Object.fromEntries(params.map((p) => [p, "x"])),
    });
    return !(probe.status >= 200 && probe.status < 300);
  }

  // Whether the last call was accepted: its after-the-answer work may still land (next route too).
  let afterAccepted = false;
  describe.each(routes.map((r) => [r.path, r] as const))("fuzz %s", (_path, route) => {
    it("answers bad input with a 4xx { message }, never a 5xx, and refusals change nothing", async () => {
      for (const [method, handler] of await routeHandlers(route)) {
        const bodyMatters = await readsBody(method, handler, route.params, await ownParams(route.path));
        const own = await ownParams(route.path);
        await fc.assert(
          fc.asyncProperty(cases(route.params, own), async (c) => {
            // After an accepted case, its after-the-answer work settles before the next baseline.
            const before = afterAccepted ? await settledRowCounts() : await rowCounts();
            const options: CallOptions = { ...c.options, method, session: c.signedIn ? session : undefined };
            if (method === "GET") delete options.rawBody;
            const res = await call(handler, options);
            afterAccepted = res.status < 400;
            const where = `${method} ${route.path} -> ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`;
            expect({ where, serverError: res.status >= 500 }).toEqual({ where, serverError: false });
            if (res.status >= 400) {
              expect({ where, body: res.body }).toEqual({ where, body: expect.objectContaining({ message: expect.any(String) }) });
              expect({ where, rows: await rowCounts() }).toEqual({ where, rows: before });
            } else if (c.kind === "unreadable" && bodyMatters && method !== "GET") {
              throw new Error(`${where}: accepted a body that is not readable JSON`);
            }
          }),
          { numRuns: NUM_RUNS },
        );
      }
    });
  });
}
