import { readFileSync } from "node:fs";
import { withTestDatabase } from "../helpers/db";
import { call, signIn } from "../helpers/http";
import { createBuyer, createUser } from "../helpers/factories";
import { listApiRoutes } from "../helpers/api-routes";
import { prisma } from "@/lib/db/client.server";
import { POST as createCharacter } from "@/app/api/user/characters/route";
import { POST as createClient } from "@/app/api/user/clients/route";
import { POST as sendContact } from "@/app/api/contact/route";
import { POST as createIntent } from "@/app/api/create-guest-payment-intent/route";
import { AI_ASSISTED_PRODUCT_UUID } from "@/lib/catalog/catalog";
import { RATE_LIMITS } from "@/lib/policy/limits";
import { startOfRoomyWindow } from "../helpers/wait";

// Decision 185: a create sent with an Idempotency-Key runs once per key, sender and route.
withTestDatabase();

const CHARACTERS_URL = "http://localhost:3000/api/user/characters";
const CLIENTS_URL = "http://localhost:3000/api/user/clients";
const character = { name: "Ava Stone", description: "", niche: "", isPersonalCharacter: true, clientId: null, newClientName: "" };

describe("Idempotency-Key on creates", () => {
  it("10 concurrent replays of one key create exactly one character and all get the same answer", async () => {
    const buyer = await createBuyer();
    const session = await signIn(buyer.id);
    const headers = { "idempotency-key": "create-character-0001" };

    const answers = await Promise.all(Array.from({ length: 10 }, () => call(createCharacter, { url: CHARACTERS_URL, body: character, session, headers })));

    expect(await prisma().character.count({ where: { userId: buyer.id } })).toBe(1);
    const first = answers[0]!;
    expect(first.status).toBe(201);
    expect(first.body.id).toEqual(expect.any(String));
    for (const answer of answers) expect({ status: answer.status, body: answer.body }).toEqual({ status: first.status, body: first.body });
    // Exactly one ran; the nine others are the stored answer.
    expect(answers.filter((a) => a.headers.get("idempotent-replayed") === "true")).toHaveLength(9);
  });

  it("a replay after the answer returns it again and creates nothing; a new key creates", async () => {
    const user = await createUser();
    const session = await signIn(user.id);
    const once = await call(createClient, { url: CLIENTS_URL, body: { name: "Acme" }, session, headers: { "idempotency-key": "client-key-1" } });
    const again = await call(createClient, { url: CLIENTS_URL, body: { name: "Acme" }, session, headers: { "idempotency-key": "client-key-1" } });
    expect(again.body).toEqual(once.body);
    expect(await prisma().client.count({ where: { userId: user.id } })).toBe(1);

    await call(createClient, { url: CLIENTS_URL, body: { name: "Acme" }, session, headers: { "idempotency-key": "client-key-2" } });
    expect(await prisma().client.count({ where: { userId: user.id } })).toBe(2);
  });

  it("keys are per sender: another user's identical key creates their own row and never sees the first answer", async () => {
    const [a, b] = [await createUser(), await createUser()];
    const headers = { "idempotency-key": "shared-key-123" };
    const fromA = await call(createClient, { url: CLIENTS_URL, body: { name: "Mine" }, session: await signIn(a.id), headers });
    const fromB = await call(createClient, { url: CLIENTS_URL, body: { name: "Mine" }, session: await signIn(b.id), headers });
    expect(fromB.body.id).not.toBe(fromA.body.id);
    expect(fromB.headers.get("idempotent-replayed")).toBeNull();
    expect(await prisma().client.count({ where: { userId: { in: [a.id, b.id] } } })).toBe(2);
  });

  it("the same key with another body is refused with a 422 and creates nothing", async () => {
    const user = await createUser();
    const session = await signIn(user.id);
    const headers = { "idempotency-key": "reused-key-1" };
    await call(createClient, { url: CLIENTS_URL, body: { name: "First" }, session, headers });
    const other = await call(createClient, { url: CLIENTS_URL, body: { name: "Second" }, session, headers });
    expect(other.status).toBe(422);
    expect(other.body.message).toMatch(/already used/);
    expect((await prisma().client.findMany({ where: { userId: user.id } })).map((c) => c.name)).toEqual(["First"]);
  });

  it("a failed first attempt releases the key, so a corrected retry with it creates", async () => {
    const user = await createUser();
    const session = await signIn(user.id);
    const headers = { "idempotency-key": "retry-key-1" };
    const bad = await call(createClient, { url: CLIENTS_URL, body: { name: "" }, session, headers });
    expect(bad.status).toBe(400);
    // A 400 from the handler's own checks (here: the body's schema) stores nothing.
    expect(await prisma().idempotentRequest.count({ where: { key: "retry-key-1" } })).toBe(0);
    const good = await call(createClient, { url: CLIENTS_URL, body: { name: "Fixed" }, session, headers });
    expect(good.status).toBe(200);
    expect(await prisma().client.count({ where: { userId: user.id } })).toBe(1);
  });

  it("after 24 hours the key is new again", async () => {
    const user = await createUser();
    const session = await signIn(user.id);
    const headers = { "idempotency-key": "old-key-0001" };
    await call(createClient, { url: CLIENTS_URL, body: { name: "Acme" }, session, headers });
    await prisma().idempotentRequest.updateMany({ where: { key: "old-key-0001" }, data: { createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) } });
    const later = await call(createClient, { url: CLIENTS_URL, body: { name: "Acme" }, session, headers });
    expect(later.headers.get("idempotent-replayed")).toBeNull();
    expect(await prisma().client.count({ where: { userId: user.id } })).toBe(2);
  });

  it("a malformed key is a 400 that creates nothing", async () => {
    const user = await createUser();
    const res = await call(createClient, { url: CLIENTS_URL, body: { name: "Acme" }, session: await signIn(user.id), headers: { "idempotency-key": "short" } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/Idempotency-Key/);
    expect(await prisma().client.count({ where: { userId: user.id } })).toBe(0);
  });

  it("works on public routes too: the contact form sent twice stores one lead", async () => {
    const body = { name: "Sam", email: "sam@example.com", plan: "consultation", message: "Hello, I would like a consultation." };
    const headers = { "idempotency-key": "contact-key-01", "x-forwarded-for": "10.9.8.7" };
    const url = "http://localhost:3000/api/contact";
    const [a, b] = await Promise.all([call(sendContact, { url, body, headers }), call(sendContact, { url, body, headers })]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body).toEqual(a.body);
    expect(await prisma().contactRequest.count({ where: { email: "sam@example.com" } })).toBe(1);
  });
});

describe("signed-out senders (issue 42)", () => {
  beforeAll(() => {
    delete process.env.STRIPE_SECRET_KEY;
  });

  it("an anonymous flood of new keys stores no more answers than the sender's per-address allowance", async () => {
    await startOfRoomyWindow(RATE_LIMITS.idempotencyKeysPerIp.windowSeconds);
    const before = await prisma().idempotentRequest.count();
    const flood = RATE_LIMITS.idempotencyKeysPerIp.limit + 40;
    for (let i = 0; i < flood; i++) {
      const res = await call(sendContact, {
        url: "http://localhost:3000/api/contact",
        body: { name: "Flood", email: `flood${i}@example.com`, plan: "consultation", message: "Hello, this is message number " + i },
        headers: { "idempotency-key": `flood-key-${String(i).padStart(4, "0")}`, "x-forwarded-for": "192.0.2.99" },
      });
      expect(res.status).toBe(201);
    }
    expect((await prisma().idempotentRequest.count()) - before).toBeLessThanOrEqual(RATE_LIMITS.idempotencyKeysPerIp.limit);
  });

  it("scopes a guest's keys to that guest: another browser sending the same key never gets the first one's answer", async () => {
    const key = { "idempotency-key": "guest-shared-key-0001" };
    const body = { productId: AI_ASSISTED_PRODUCT_UUID };
    const url = "http://localhost:3000/api/create-guest-payment-intent";
    const first = await call(createIntent, { url, body, headers: { ...key, "x-forwarded-for": "192.0.2.10" } });
    expect(first.status).toBe(200);
    const stranger = await call(createIntent, { url, body, headers: { ...key, "x-forwarded-for": "192.0.2.11" } });
    expect(stranger.status).toBe(200);
    expect(stranger.headers.get("idempotent-replayed")).toBeNull();
    expect(stranger.body.clientSecret).not.toBe(first.body.clientSecret);
    // The same sender sending it again (a double click) gets its own answer back.
    const again = await call(createIntent, { url, body, headers: { ...key, "x-forwarded-for": "192.0.2.10" } });
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body.paymentIntentId).toBe(first.body.paymentIntentId);
    // A browser in checkout is known by its checkout cookie, even from another address; without it, it is another sender.
    const cookie = first.setCookie!.split(";")[0];
    const cookieKey = { "idempotency-key": "guest-cookie-key-0002" };
    const withCookie = await call(createIntent, { url, body, headers: { ...cookieKey, cookie, "x-forwarded-for": "192.0.2.10" } });
    const movedNetwork = await call(createIntent, { url, body, headers: { ...cookieKey, cookie, "x-forwarded-for": "192.0.2.12" } });
    expect(movedNetwork.body.paymentIntentId).toBe(withCookie.body.paymentIntentId);
    const noCookie = await call(createIntent, { url, body, headers: { ...cookieKey, "x-forwarded-for": "192.0.2.10" } });
    expect(noCookie.headers.get("idempotent-replayed")).toBeNull();
    expect(noCookie.body.paymentIntentId).not.toBe(withCookie.body.paymentIntentId);
  });
});

// The routes that create or spend; each must declare `idempotent: true` in its route() options.
// A POST that is not a create (sign-in, sign-out, a look-up) is named here with the reason.
const NOT_CREATES: Record<string, string> = {
  "/api/login": "signs in; a replay is a second sign-in, which creates nothing the buyer pays for",
  "/api/logout": "ends the session",
  "/api/check-user-exists": "a look-up",
  "/api/password-reset": "rate-limited e-mail of a reset link, answers the same whatever happens",
  "/api/password-setup": "a one-use token: the second use is refused by the token itself",
  "/api/user/set-password": "sets, does not create",
  "/api/stripe/webhook": "Stripe's events are deduplicated by their event id",
  "/api/ai/jobs/[id]/cancel": "cancelling twice is cancelling once",
  "/api/cloud-storage/[provider]/test": "a connection check",
  "/api/user/characters/[id]/social-links/[linkId]/reveal-password": "a read",
  "/api/admin/course/preview": "renders the editor's Markdown; creates nothing",
  "/api/admin/broadcasts/preview": "renders the broadcast editor's Markdown; creates nothing",
  "/api/email-change": "a one-use token: the second use is refused by the token itself",
  "/api/admin/course/lessons/[id]/video/retry": "a retry while the conversion runs answers the same job and queues nothing (issue 44)",
  "/api/unsubscribe/[token]": "suppresses an address: a second unsubscribe changes nothing (issue 45)",
  "/api/email/sns": "SNS's bounce and complaint reports: a replayed report suppresses and marks nothing more (decision 435)",
  "/api/user/account/delete": "closes the account once; a second call is signed out (401), and a closed account answers the same",
  "/api/user/characters/[id]/posts/[postId]/publications/[publicationId]/retry":
    "retries a failed publication: once it is scheduled again a second retry is refused (409) and changes nothing (issue 47)",
};

it("every POST route that creates or spends runs through the idempotency option", () => {
  const missing = listApiRoutes()
    .filter((r) => !(r.path in NOT_CREATES))
    .filter((r) => /export const POST = route\(/.test(readFileSync(r.file, "utf8")))
    .filter((r) => !/export const POST = route\(\{ idempotent: true,/.test(readFileSync(r.file, "utf8")))
    .map((r) => r.path);
  expect(missing).toEqual([]);
});
