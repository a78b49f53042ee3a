import "server-only";
import { prisma } from "@/lib/db/client.server";
import { NotFoundError } from "@/lib/api/errors";
import { contactPlanOptions } from "@/lib/catalog/contact-plans";
import type { LeadListQuery, LeadStatusValue } from "@/lib/validation/lead";
import { auditTrail, recordAudit } from "./audit.server";
import type { Operator } from "@/lib/auth/roles";

// The operator's work on contact-form leads (issue 23, item 4): the list, one lead with its
// notes and audit trail, a status change and a new note. Every change is audited in the same
// transaction (decision 126).

export const LEADS_PER_PAGE = 25;

const planLabel = (plan: string | null) => (plan ? (contactPlanOptions.find((o) => o.value === plan)?.label ?? plan) : "Not given");

/** Newest first, optionally of one status; a page past the end is the last page. */
export async function listLeads({ status, page }: LeadListQuery) {
  const where = status ? { status } : {};
  const total = await prisma().contactRequest.count({ where });
  const pageCount = Math.max(1, Math.ceil(total / LEADS_PER_PAGE));
  const current = Math.min(page, pageCount);
  const rows = await prisma().contactRequest.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip: (current - 1) * LEADS_PER_PAGE,
    take: LEADS_PER_PAGE,
    select: { id: true, name: true, email: true, plan: true, status: true, overLimit: true, createdAt: true, _count: { select: { notes: true } } },
  });
  const leads = rows.map(({ _count, ...lead }) => ({ ...lead, planLabel: planLabel(lead.plan), noteCount: _count.notes }));
  return { leads, total, page: current, pageCount };
}

/** One lead with its notes (oldest first) and what operators did to it; null when there is none. */
export async function leadDetail(id: string) {
  const lead = await prisma().contactRequest.findUnique({
    where: { id },
    select: {
      id: true,
      name: true,
      email: true,
      plan: true,
      message: true,
      status: true,
      overLimit: true,
      createdAt: true,
      notes: { orderBy: { createdAt: "asc" }, select: { id: true, operatorEmail: true, text: true, createdAt: true } },
    },
  });
  if (!lead) return null;
  return { ...lead, planLabel: planLabel(lead.plan), trail: await auditTrail({ type: "lead", id }) };
}

/** Moves a lead to a status; the same status again changes nothing and records nothing. */
export async function changeLeadStatus(operator: Operator, id: string, status: LeadStatusValue) {
  return prisma().$transaction(async (tx) => {
    // Row lock: two operators changing one lead record their changes in order, each from the right status.
    const [lead] = await tx.$queryRaw<
      { status: LeadStatusValue }[]
    >`SELECT "status"::text AS "status" FROM "ContactRequest" WHERE "id" = ${id}::uuid FOR UPDATE`;
    if (!lead) throw new NotFoundError();
    if (lead.status === status) return { status, changed: false };
    await tx.contactRequest.update({ where: { id }, data: { status } });
    await recordAudit(tx, operator, "lead.status", { type: "lead", id }, { from: lead.status, to: status });
    return { status, changed: true };
  });
}

/** Adds an internal note, kept with the operator's e-mail; notes are never edited. */
export async function addLeadNote(operator: Operator, id: string, text: string) {
  return prisma().$transaction(async (tx) => {
    const lead = await tx.contactRequest.findUnique({ where: { id }, select: { id: true } });
    if (!lead) throw new NotFoundError();
    const note = await tx.leadNote.create({ data: { leadId: id, operatorEmail: operator.email, text }, select: { id: true, createdAt: true } });
    await recordAudit(tx, operator, "lead.note", { type: "lead", id }, { noteId: note.id });
    return note;
  });
}
