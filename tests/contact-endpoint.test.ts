import { POST as contact } from "@/app/api/contact/route";
import { prisma } from "@/lib/db/client.server";
import { RATE_LIMITS } from "@/lib/policy/limits";
import { call } from "./helpers/http";
import { withTestDatabase } from "./helpers/db";

withTestDatabase();

const valid = {
  name: "Ada Lovelace",
  email: "Ada@Example.com",
  plan: "management-professional",
  message: "We would like 20 posts a month for our skincare character.",
};

let ipCounter = 0;
/** Each test speaks from its own address so the rate limit of one does not leak into another. */
function from(ip = `203.0.113.${++ipCounter}`) {
  return { "x-forwarded-for": ip };
}

describe("POST /api/contact", () => {
  it("stores the request as a new lead and answers 201", async () => {
    const res = await call(contact, { body: valid, headers: from() });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true });
    const row = await prisma().contactRequest.findFirstOrThrow({ orderBy: { createdAt: "desc" } });
    expect(row).toMatchObject({ name: "Ada Lovelace", email: "ada@example.com", plan: "management-professional", message: valid.message, status: "new" });
  });

  it.each([
    [{ ...valid, name: "  " }, "Please enter your name"],
    [{ ...valid, email: "not-an-email" }, "Please enter a valid email address"],
    [{ ...valid, plan: "platinum" }, "Please choose a plan"],
    [{ ...valid, message: "hi" }, "Message must be at least 10 characters"],
    [{ ...valid, message: "x".repeat(2001) }, "Message must be at most 2000 characters"],
  ])("refuses bad input with 400 and stores nothing (%#)", async (body, message) => {
    const before = await prisma().contactRequest.count();
    const res = await call(contact, { body, headers: from() });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await prisma().contactRequest.count()).toBe(before);
  });

  it("refuses a non-JSON body with 415 and a cross-site post with 403", async () => {
    const text = await call(contact, { rawBody: "name=x", headers: { ...from(), "content-type": "text/plain" } });
    expect(text.status).toBe(415);
    const cross = await call(contact, { body: valid, headers: { ...from(), origin: "https://evil.example" } });
    expect(cross.status).toBe(403);
  });

  it("past the per-address limit answers exactly as before and stores nothing more (decision 141)", async () => {
    const headers = from("198.51.100.7");
    for (let i = 0; i < RATE_LIMITS.contactPerIp.limit; i++) {
      // Different senders, so only the address limit is reached.
      expect((await call(contact, { body: { ...valid, email: `sender${i}@example.com` }, headers })).status).toBe(201);
    }
    const before = await prisma().contactRequest.count();
    const limited = await call(contact, { body: { ...valid, email: "one-more@example.com" }, headers });
    expect(limited.status).toBe(201);
    expect(limited.body).toEqual({ success: true });
    expect(limited.headers.get("retry-after")).toBeNull();
    expect(await prisma().contactRequest.count()).toBe(before);
    // Another visitor is not affected.
    expect((await call(contact, { body: valid, headers: from() })).status).toBe(201);
    expect(await prisma().contactRequest.count()).toBe(before + 1);
  });

  it("past the per-e-mail limit drops more requests for that e-mail from any address", async () => {
    const body = { ...valid, email: "Flood@Example.com" };
    for (let i = 0; i < RATE_LIMITS.contactPerEmail.limit; i++) expect((await call(contact, { body, headers: from() })).status).toBe(201);
    const before = await prisma().contactRequest.count();
    const res = await call(contact, { body: { ...body, email: "flood@example.com" }, headers: from() });
    expect(res).toMatchObject({ status: 201, body: { success: true } });
    expect(await prisma().contactRequest.count()).toBe(before);
  });

  it("drops a request whose honeypot is filled, answering exactly like a stored one", async () => {
    const stored = await call(contact, { body: { ...valid, website: "" }, headers: from() });
    const before = await prisma().contactRequest.count();
    const bot = await call(contact, { body: { ...valid, website: "https://spam.example" }, headers: from() });
    expect(bot.status).toBe(stored.status);
    expect(bot.body).toEqual(stored.body);
    expect(await prisma().contactRequest.count()).toBe(before);
  });
});
