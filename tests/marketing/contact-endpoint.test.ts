import { POST as contact } from "@/app/api/contact/route";
import { prisma } from "@/lib/db/client.server";
import { RATE_LIMITS } from "@/lib/policy/limits";
import { ONE_LINE } from "@/lib/validation/shared";
import { listLeads } from "@/lib/admin/leads.server";
import { call } from "../helpers/http";
import { withTestDatabase } from "../helpers/db";
import { startOfRoomyWindow } from "../helpers/wait";

// Leads are announced to this address; an over-limit lead must not be.
process.env.OPERATOR_EMAIL = "sales@studio.example";
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

  // Issue 29 item 9: a flood from a shared address, or with a victim's e-mail, must not be able
  // to suppress a real request. Over a limit the lead is kept, flagged "over limit", and not
  // announced; the answer is the same as for any request.
  it("past the per-address limit answers exactly as before and keeps the request flagged over limit, unannounced", async () => {
    await startOfRoomyWindow(RATE_LIMITS.contactPerIp.windowSeconds);
    const headers = from("198.51.100.7");
    for (let i = 0; i < RATE_LIMITS.contactPerIp.limit; i++) {
      // Different senders, so only the address limit is reached.
      expect((await call(contact, { body: { ...valid, email: `sender${i}@example.com` }, headers })).status).toBe(201);
    }
    const mailsBefore = await prisma().outboxEmail.count();
    expect(mailsBefore).toBeGreaterThan(0);
    const limited = await call(contact, { body: { ...valid, email: "one-more@example.com" }, headers });
    expect(limited.status).toBe(201);
    expect(limited.body).toEqual({ success: true });
    expect(limited.headers.get("retry-after")).toBeNull();
    expect(await prisma().contactRequest.findFirstOrThrow({ where: { email: "one-more@example.com" } })).toMatchObject({ overLimit: true, status: "new" });
    // The operator sees it, flagged.
    const { leads } = await listLeads({ page: 1 });
    expect(leads.find((lead) => lead.email === "one-more@example.com")).toMatchObject({ overLimit: true });
    expect(await prisma().outboxEmail.count()).toBe(mailsBefore);
    // Another visitor is not affected.
    expect((await call(contact, { body: { ...valid, email: "other@example.com" }, headers: from() })).status).toBe(201);
    expect(await prisma().contactRequest.findFirstOrThrow({ where: { email: "other@example.com" } })).toMatchObject({ overLimit: false });
  });

  it("a flood with a victim's e-mail does not drop the victim's own request", async () => {
    await startOfRoomyWindow(RATE_LIMITS.contactPerEmail.windowSeconds);
    const victim = "victim@example.com";
    for (let i = 0; i < RATE_LIMITS.contactPerEmail.limit; i++) {
      expect((await call(contact, { body: { ...valid, email: victim, message: `Forged request number ${i}` }, headers: from() })).status).toBe(201);
    }
    const real = await call(contact, { body: { ...valid, email: victim, message: "This is my real request, please call me." }, headers: from() });
    expect(real).toMatchObject({ status: 201, body: { success: true } });
    expect(await prisma().contactRequest.findFirstOrThrow({ where: { message: "This is my real request, please call me." } })).toMatchObject({
      overLimit: true,
    });
  });

  it("stops keeping even flagged requests from one address past its own cap, so a flood cannot fill the table", async () => {
    await startOfRoomyWindow(RATE_LIMITS.contactOverLimitPerIp.windowSeconds);
    const headers = from("198.51.100.99");
    const cap = RATE_LIMITS.contactPerIp.limit + RATE_LIMITS.contactOverLimitPerIp.limit;
    for (let i = 0; i < cap; i++) expect((await call(contact, { body: { ...valid, email: `f${i}@example.com` }, headers })).status).toBe(201);
    const before = await prisma().contactRequest.count();
    expect((await call(contact, { body: { ...valid, email: "beyond@example.com" }, headers })).status).toBe(201);
    expect(await prisma().contactRequest.count()).toBe(before);
  });

  it.each([
    ["a newline", "Ada\nNew lead: forged line"],
    ["a carriage return", "Ada\rBcc: someone@example.com"],
    ["a tab", "Ada\tLovelace"],
    ["a NUL", "Ada\u0000"],
    ["U+0085", "Ada\u0085forged"],
    ["U+2028", "Ada\u2028forged"],
  ])("refuses a name with %s (no forged lines in the operator's notice), storing nothing", async (_what, name) => {
    const before = await prisma().contactRequest.count();
    const res = await call(contact, { body: { ...valid, name }, headers: from() });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(ONE_LINE);
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
