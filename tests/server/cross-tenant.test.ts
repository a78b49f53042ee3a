import { listApiRoutes, routeHandlers, type ApiRoute } from "../helpers/api-routes";
import { call, signIn } from "../helpers/http";
import { withTestDatabase } from "../helpers/db";
import { withStripeStandIn } from "../helpers/stripe-env";
import { createOperator, createPurchase, createUser } from "../helpers/factories";
import { PURCHASE_NEEDED_MESSAGE } from "@/lib/accounts/purchases.server";
import { missingParams, routeRules, type Rule } from "../helpers/route-rules";

import { GET as ownedFile } from "@/app/api/user/assets/[id]/route";
import { prisma } from "@/lib/db/client.server";
import { saveAsset } from "@/lib/media/assets.server";
import { signedAssetUrl } from "@/lib/media/signed-url.server";

// Every route under app/api, from the file tree, against its access rule in tests/helpers/route-rules.ts.
// Stripe configured (against its local stand-in), so the webhook route runs its real checks.
withStripeStandIn();
withTestDatabase();

const routes = listApiRoutes();
const rulesFor = (route: ApiRoute) => routeRules[route.path];

describe("every API route has an access rule", () => {
  it.each(routes.map((r) => [r.path, r] as const))("%s is in tests/helpers/route-rules.ts", async (_path, route) => {
    const rules = rulesFor(route);
    if (!rules) throw new Error(`${route.file} has no entry in tests/helpers/route-rules.ts: add one line saying who may call it`);
    for (const [method] of await routeHandlers(route)) {
      if (!rules[method]) throw new Error(`${method} ${route.path} (${route.file}) has no rule in tests/helpers/route-rules.ts`);
    }
  });
});

// The back office is found from the tree like everything else; no rule but "operator" may open it.
it("every route under /api/admin is operator-only", () => {
  const admin = routes.filter((r) => r.path.startsWith("/api/admin/"));
  expect(admin.length).toBeGreaterThan(0);
  for (const route of admin) {
    for (const [method, rule] of Object.entries(rulesFor(route) ?? {}))
      expect({ route: `${method} ${route.path}`, rule: rule.rule }).toEqual({ route: `${method} ${route.path}`, rule: "operator" });
  }
});

/** Signed out and a signed-in buyer: the same 404 as a missing page; an operator is served. */
async function checkOperatorRule(route: ApiRoute, method: string, handler: Parameters<typeof call>[0], rule: Extract<Rule, { rule: "operator" }>) {
  const where = `${method} ${route.path}`;
  const params = await rule.seed();
  const url = `http://localhost:3000${route.path}${rule.query ?? ""}`;
  const buyer = await createUser();
  await createPurchase(buyer.id);
  const visitor = await call(handler, { method, params, body: rule.body, url });
  const asBuyer = await call(handler, { method, params, body: rule.body, url, session: await signIn(buyer.id) });
  expect({ where, status: visitor.status, body: visitor.body }).toEqual({ where, status: 404, body: { message: "Not found" } });
  expect({ where, status: asBuyer.status, body: asBuyer.body }).toEqual({ where, status: 404, body: { message: "Not found" } });
  const served = await call(handler, { method, params, body: rule.body, url, session: await signIn((await createOperator()).id) });
  expect({ where, served: rule.served ? served.status === rule.served : served.status < 300 }).toEqual({ where, served: true });
}

describe.each(routes.filter(rulesFor).map((r) => [r.path, r] as const))("%s", (_path, route) => {
  it("answers each method by its rule", async () => {
    for (const [method, handler] of await routeHandlers(route)) {
      const rule = rulesFor(route)![method];
      if (!rule) continue; // reported by the test above
      if (rule.rule === "operator") {
        await checkOperatorRule(route, method, handler, rule);
        continue;
      }
      const where = `${method} ${route.path}`;
      const url = `http://localhost:3000${route.path}`;
      const params = missingParams(route.params, rule.rule === "owner" ? rule.missing : {});
      const visitor = await call(handler, { method, params, url });
      expect({ where, status: visitor.status >= 500 }).toEqual({ where, status: false });

      if (rule.rule === "public") {
        expect({ where, status: visitor.status }).not.toEqual({ where, status: 401 });
        continue;
      }
      expect({ where, status: visitor.status, body: visitor.body }).toEqual({ where, status: 401, body: { message: expect.any(String) } });
      if (rule.rule === "buyer") {
        // Refused before the body is read, so the answer is about the purchase, not the input.
        const withoutPurchase = await call(handler, { method, params, session: await signIn((await createUser()).id), url });
        expect({ where, status: withoutPurchase.status, body: withoutPurchase.body }).toEqual({
          where,
          status: 403,
          body: { message: PURCHASE_NEEDED_MESSAGE },
        });
        const buyer = await createUser();
        await createPurchase(buyer.id);
        const served = await call(handler, { method, params, session: await signIn(buyer.id), body: { prompt: 12345 }, url });
        expect({ where, status: served.status }).toEqual({ where, status: 400 });
        continue;
      }
      if (rule.rule !== "owner") continue;

      const [owner, intruder] = [await createUser(), await createUser()];
      const owned = await rule.seed(owner.id);
      const session = await signIn(intruder.id);
      const body = rule.body;
      const missing = await call(handler, { method, params, session, body, url });
      const foreign = await call(handler, { method, params: owned, session, body, url });
      expect({ where, status: missing.status }).toEqual({ where, status: 404 });
      expect({ where, status: foreign.status, body: foreign.body }).toEqual({ where, status: 404, body: missing.body });
      // The owner is served (so the 404 above is about ownership, not a broken request).
      const own = await call(handler, { method, params: owned, session: await signIn(owner.id), body, url });
      expect({ where, status: own.status < 300 }).toEqual({ where, status: true });
    }
  });
});

// Issue 22: every kind of stored media (uploaded picture, copied-in shot, voice clip, video) is
// read through the owner's route or a link made for the owner; another buyer gets 404 either way.
describe("another buyer's media", () => {
  it.each([
    ["reference-image", "image/png"],
    ["shot", "image/svg+xml"],
    ["voice-clip", "audio/mpeg"],
    ["video", "video/mp4"],
  ])("a %s answers 404 exactly like a missing file", async (kind, contentType) => {
    const [owner, intruder] = [await createUser(), await createUser()];
    const character = await prisma().character.create({ data: { userId: owner.id, name: "Owned" } });
    const asset = await saveAsset({ characterId: character.id, kind, contentType, body: Buffer.from("media bytes") });
    const session = await signIn(intruder.id);
    const foreign = await call(ownedFile, { session, params: { id: asset.id }, headers: { range: "bytes=0-3" } });
    const missing = await call(ownedFile, { session, params: { id: "00000000-0000-4000-8000-000000000000" } });
    expect(foreign).toMatchObject({ status: 404, body: missing.body });
    await expect(signedAssetUrl(intruder.id, asset.id)).rejects.toMatchObject({ status: 404 });
    expect((await call(ownedFile, { session: await signIn(owner.id), params: { id: asset.id } })).body).toBe("media bytes");
  });
});
