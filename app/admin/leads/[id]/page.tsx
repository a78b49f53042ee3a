import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { requireOperatorPage } from "@/lib/admin/operator.server";
import { leadDetail } from "@/lib/admin/leads.server";
import { leadIdParamsSchema } from "@/lib/validation/lead";
import { LeadStatusBadge, OverLimitBadge } from "@/components/admin/lead-status-badge";
import { LeadActions } from "@/components/admin/lead-actions";
import { AuditTrail, describeLeadAction } from "@/components/admin/audit-trail";
import { formatDateTime } from "@/lib/utils/money";

export const metadata: Metadata = { title: "Lead", robots: { index: false } };

const cardClass = "rounded-xl border bg-card p-6";

// One lead: what the visitor wrote, its status and notes, and every operator action on it.
export default async function LeadPage({ params }: { params: Promise<{ id: string }> }) {
  await requireOperatorPage();
  const parsed = leadIdParamsSchema.safeParse(await params);
  const lead = parsed.success ? await leadDetail(parsed.data.id) : null;
  if (!lead) notFound();
  return (
    <section className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8">
      <div>
        <Link href="/admin/leads" className="text-sm text-primary hover:underline">
          ← All leads
        </Link>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold tracking-tight">{lead.name}</h1>
          <LeadStatusBadge status={lead.status} />
          {lead.overLimit && <OverLimitBadge />}
        </div>
        <p className="mt-1 text-muted-foreground">
          {/* Underlined: inside a line of text, colour alone does not mark a link (WCAG 1.4.1). */}
          <a href={`mailto:${lead.email}`} className="text-primary underline underline-offset-2">
            {lead.email}
          </a>{" "}
          · {lead.planLabel} · received {formatDateTime(lead.createdAt)}
        </p>
      </div>
      <div className={cardClass}>
        <h2 className="text-lg font-semibold">Message</h2>
        <p className="mt-2 whitespace-pre-wrap">{lead.message}</p>
      </div>
      <div className={cardClass}>
        <h2 className="mb-4 text-lg font-semibold">Work on this lead</h2>
        <LeadActions leadId={lead.id} status={lead.status} />
      </div>
      <div className={cardClass}>
        <h2 className="text-lg font-semibold">Notes</h2>
        {lead.notes.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">No notes yet.</p>
        ) : (
          <ul className="mt-3 grid gap-3">
            {lead.notes.map((note) => (
              <li key={note.id} className="rounded-lg border bg-background p-3">
                <p className="whitespace-pre-wrap">{note.text}</p>
                <p className="mt-1 text-xs text-muted-foreground">
                  {note.operatorEmail} · {formatDateTime(note.createdAt)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className={cardClass}>
        <h2 className="mb-3 text-lg font-semibold">History</h2>
        <AuditTrail entries={lead.trail} describe={describeLeadAction} />
      </div>
    </section>
  );
}
