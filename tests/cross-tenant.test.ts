import { listApiRoutes, routeHandlers, type ApiRoute } from "./helpers/api-routes";
import { call, signIn } from "./helpers/http";
import { withTestDatabase } from "./helpers/db";
import { withStripeStandIn } from "./helpers/stripe-env";
import { createOperator, createPurchase, createUser } from "./helpers/factories";
import { PURCHASE_NEEDED_MESSAGE } from "@/lib/accounts/purchases.server";
import { missingParams, routeRules } from "./route-rules";

// Every route under app/api, from the file tree, against its access rule in tests/route-rules.ts.
// Stripe configured (against its local stand-in), so the webhook route runs its real checks.
withStripeStandIn();
withTestDatabase();

const routes = listApiRoutes();
const rulesFor = (route: ApiRoute) => routeRules[route.path];

describe("every API route has an access rule", () => {
  it.each(routes.map((r) => [r.path, r] as const))("%s is in tests/route-rules.ts", async (_path, route) => {
    const rules = rulesFor(route);
    if (!rules) throw new Error(`${route.file} has no entry in tests/route-rules.ts: add one line saying who may call it`);
    for (const [method] of await routeHandlers(route)) {
      if (!rules[method]) throw new Error(`${method} ${route.path} (${route.file}) has no rule in tests/route-rules.ts`);
    }
  });
});

describe.each(routes.filter(rulesFor).map((r) => [r.path, r] as const))("%s", (_path, route) => {
  it("answers each method by its rule", async () => {
    for (const [method, handler] of await routeHandlers(route)) {
      const rule = rulesFor(route)![method];
      if (!rule) continue; // reported by the test above
      const where = `${method} ${route.path}`;
      const url = `http://localhost:3000${route.path}`;
      const params = missingParams(route.params, rule.rule === "owner" ? rule.missing : {});
      const visitor = await call(handler, { method, params, url });
      expect({ where, status: visitor.status >= 500 }).toEqual({ where, status: false });

      if (rule.rule === "public") {
        expect({ where, status: visitor.status }).not.toEqual({ where, status: 401 });
        continue;
      }
      if (rule.rule === "operator") {
        // Nobody but an operator learns the console exists: the same 404 as a missing route.
        const buyer = await createUser();
        await createPurchase(buyer.id);
        const seeded = await rule.seed();
        const asBuyer = await call(handler, { method, params: seeded, session: await signIn(buyer.id), body: rule.body, url });
        const asVisitor = await call(handler, { method, params: seeded, body: rule.body, url });
        for (const res of [visitor, asVisitor, asBuyer])
          expect({ where, status: res.status, body: res.body }).toEqual({ where, status: 404, body: { message: "Not found" } });
        const served = await call(handler, { method, params: seeded, session: await signIn((await createOperator()).id), body: rule.body, url });
        expect({ where, status: served.status < 300 }).toEqual({ where, status: true });
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
