import { POST as contact } from "@/app/api/contact/route";
import { PATCH as changeStatus } from "@/app/api/admin/leads/[id]/route";
import { POST as addNote } from "@/app/api/admin/leads/[id]/notes/route";
import { prisma } from "@/lib/db/client.server";
import { LEADS_PER_PAGE, leadDetail, listLeads } from "@/lib/admin/leads.server";
import { call, signIn } from "../helpers/http";
import { withSmtpSink } from "../helpers/smtp";
import { withTestDatabase } from "../helpers/db";
import { createOperator, createUser } from "../helpers/factories";

// Issue 23, item 4: a lead from the contact form is stored, announced to OPERATOR_EMAIL and
// worked through by an operator; everyone else gets 404 from the console's lead endpoints.
process.env.OPERATOR_EMAIL = "Sales@Studio.example";
const sink = withSmtpSink();
withTestDatabase();

const valid = { name: "Grace Hopper", email: "Grace@Example.com", plan: "management-starter", message: "Two characters, twenty posts a month, please." };
let ip = 0;
const from = () => ({ "x-forwarded-for": `192.0.2.${++ip}` });

async function waitForSent(kind: string) {
  for (let i = 0; i < 200; i++) {
    const row = await prisma().outboxEmail.findFirst({ where: { kind, sentAt: { not: null } } });
    if (row) return row;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error("the queued e-mail was never sent");
}

describe("a new lead", () => {
  it("is stored as new, and its notification is queued and delivered to OPERATOR_EMAIL", async () => {
    const res = await call(contact, { body: valid, headers: from() });
    expect(res).toMatchObject({ status: 201, body: { success: true } });
    const lead = await prisma().contactRequest.findFirstOrThrow({ where: { email: "grace@example.com" } });
    expect(lead.status).toBe("new");

    const mail = await sink().waitFor("sales@studio.example");
    expect(mail.subject).toBe("New lead: Grace Hopper (Starter plan)");
    expect(mail.text).toContain("E-mail:   grace@example.com");
    expect(mail.text).toContain(valid.message);
    expect(mail.text).toContain(`/admin/leads/${lead.id}`);
    // Queued mail keeps both parts, so the send from the outbox has the layout's HTML too (decision 432).
    expect(mail.html).toContain('class="mail-brand"');
    expect(mail.html).toMatch(new RegExp(`href="http[^"]+/admin/leads/${lead.id}"`));
    const row = await waitForSent("lead-notification");
    expect(row).toMatchObject({ to: "Sales@Studio.example", attempts: 1 });
    expect(row.retryUntil!.getTime()).toBeGreaterThan(Date.now());
  });

  it("with a filled honeypot: the same answer, no lead and no e-mail", async () => {
    const [leads, mails] = [await prisma().contactRequest.count(), await prisma().outboxEmail.count()];
    const res = await call(contact, { body: { ...valid, email: "bot@example.com", website: "http://cheap-pills.example" }, headers: from() });
    expect(res).toMatchObject({ status: 201, body: { success: true } });
    expect(await prisma().contactRequest.count()).toBe(leads);
    expect(await prisma().outboxEmail.count()).toBe(mails);
  });
});

describe("the operator's lead endpoints", () => {
  async function newLead(name = "Lead") {
    return prisma().contactRequest.create({ data: { name, email: "lead@example.com", plan: "consultation", message: "Please call me back." } });
  }

  it("an operator marks a lead replied and adds a note; both are audited and shown on the lead", async () => {
    const operator = await createOperator();
    const session = await signIn(operator.id);
    const lead = await newLead();

    const patched = await call(changeStatus, { method: "PATCH", body: { status: "replied" }, params: { id: lead.id }, session });
    expect(patched).toMatchObject({ status: 200, body: { status: "replied", changed: true } });
    // The same status again changes and records nothing.
    expect((await call(changeStatus, { method: "PATCH", body: { status: "replied" }, params: { id: lead.id }, session })).body.changed).toBe(false);
    const noted = await call(addNote, { body: { text: "  Called back, sending a quote.  " }, params: { id: lead.id }, session });
    expect(noted.status).toBe(201);

    const detail = (await leadDetail(lead.id))!;
    expect(detail.status).toBe("replied");
    expect(detail.notes).toEqual([expect.objectContaining({ text: "Called back, sending a quote.", operatorEmail: operator.email })]);
    expect(detail.trail.map((e) => [e.action, e.detail, e.operatorEmail])).toEqual([
      ["lead.status", { from: "new", to: "replied" }, operator.email],
      ["lead.note", { noteId: noted.body.id }, operator.email],
    ]);
  });

  it("refuses a bad status or an empty note with 400, and a missing lead with 404", async () => {
    const session = await signIn((await createOperator()).id);
    const lead = await newLead();
    expect((await call(changeStatus, { method: "PATCH", body: { status: "won" }, params: { id: lead.id }, session })).status).toBe(400);
    expect((await call(addNote, { body: { text: "   " }, params: { id: lead.id }, session })).body).toEqual(
      expect.objectContaining({ message: "Write the note first" }),
    );
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await call(changeStatus, { method: "PATCH", body: { status: "closed" }, params: { id: missing }, session })).status).toBe(404);
    expect((await call(addNote, { body: { text: "x" }, params: { id: missing }, session })).status).toBe(404);
  });

  it("a buyer or a visitor gets 404, even with a bad body, and changes nothing", async () => {
    const lead = await newLead();
    const buyer = await signIn((await createUser()).id);
    for (const session of [buyer, undefined]) {
      for (const body of [{ status: "closed" }, { status: "nonsense" }]) {
        const res = await call(changeStatus, { method: "PATCH", body, params: { id: lead.id }, session });
        expect(res).toMatchObject({ status: 404, body: { message: "Not found" } });
      }
      expect((await call(addNote, { body: { text: "sneaky" }, params: { id: lead.id }, session })).status).toBe(404);
    }
    expect(await prisma().contactRequest.findUniqueOrThrow({ where: { id: lead.id } })).toMatchObject({ status: "new" });
    expect(await prisma().leadNote.count({ where: { leadId: lead.id } })).toBe(0);
  });
});

describe("listLeads", () => {
  it("lists newest first, filters by status and pages", async () => {
    await prisma().contactRequest.deleteMany();
    const base = Date.UTC(2026, 10, 1);
    for (let i = 0; i < LEADS_PER_PAGE + 2; i++) {
      await prisma().contactRequest.create({
        data: {
          name: `Lead ${i}`,
          email: `l${i}@example.com`,
          message: "Hello there",
          status: i % 3 === 0 ? "closed" : "new",
          createdAt: new Date(base + i * 60_000),
        },
      });
    }
    const first = await listLeads({ page: 1 });
    expect(first).toMatchObject({ total: LEADS_PER_PAGE + 2, page: 1, pageCount: 2 });
    expect(first.leads[0].name).toBe(`Lead ${LEADS_PER_PAGE + 1}`);
    expect(first.leads).toHaveLength(LEADS_PER_PAGE);
    const second = await listLeads({ page: 2 });
    expect(second.leads.map((l) => l.name)).toEqual(["Lead 1", "Lead 0"]);
    // A page past the end shows the last page.
    expect((await listLeads({ page: 9 })).page).toBe(2);
    const closed = await listLeads({ status: "closed", page: 1 });
    expect(closed.total).toBe(9);
    expect(closed.leads.every((l) => l.status === "closed")).toBe(true);
  });
});
