import type { Metadata } from "next";
import Link from "next/link";
import { requireOperatorPage } from "@/lib/admin/operator.server";
import { listLeads } from "@/lib/admin/leads.server";
import { LEAD_STATUSES, leadListQuerySchema, type LeadListQuery } from "@/lib/validation/lead";
import { LeadStatusBadge, leadStatusLabel, OverLimitBadge } from "@/components/admin/lead-status-badge";
import { formatDateTime } from "@/lib/utils/money";
import { listHref, Pager } from "@/components/admin/pager";
import { ConsoleTable, type ConsoleColumn } from "@/components/admin/console-table";

export const metadata: Metadata = { title: "Leads", robots: { index: false } };

const href = (query: Partial<LeadListQuery>) => listHref("/admin/leads", { status: query.status }, query.page);

const tabClass = (on: boolean) =>
  `rounded-full border px-3 py-1.5 text-sm ${on ? "border-primary bg-accent font-semibold text-accent-foreground" : "bg-background hover:bg-muted"}`;

type LeadRow = Awaited<ReturnType<typeof listLeads>>["leads"][number];

const leadColumns: ConsoleColumn<LeadRow>[] = [
  { header: "Received", className: "whitespace-nowrap tabular-nums", cell: (lead) => formatDateTime(lead.createdAt) },
  {
    header: "Name",
    cell: (lead) => (
      <>
        <Link href={`/admin/leads/${lead.id}`} className="font-medium text-primary underline-offset-4 hover:underline">
          {lead.name}
        </Link>
        <div className="text-muted-foreground">{lead.email}</div>
      </>
    ),
  },
  { header: "Interest", cell: (lead) => lead.planLabel },
  {
    header: "Status",
    cell: (lead) => (
      <div className="flex flex-wrap gap-1">
        <LeadStatusBadge status={lead.status} />
        {lead.overLimit && <OverLimitBadge />}
      </div>
    ),
  },
  { header: "Notes", className: "tabular-nums", cell: (lead) => lead.noteCount },
];

// The contact form's requests, newest first (issue 23, item 4). A bad ?status or ?page reads as none.
export default async function LeadsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireOperatorPage();
  const raw = await searchParams;
  const query = leadListQuerySchema.parse({ status: [raw.status].flat()[0], page: [raw.page].flat()[0] });
  const { leads, total, page, pageCount } = await listLeads(query);
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">Leads</h1>
      <p className="mt-1 text-muted-foreground">Requests from the services page&apos;s contact form.</p>
      <nav aria-label="Filter by status" className="mt-6 flex flex-wrap gap-2">
        <Link href={href({})} className={tabClass(!query.status)} aria-current={!query.status ? "page" : undefined}>
          All
        </Link>
        {LEAD_STATUSES.map((status) => (
          <Link key={status} href={href({ status })} className={tabClass(query.status === status)} aria-current={query.status === status ? "page" : undefined}>
            {leadStatusLabel(status)}
          </Link>
        ))}
      </nav>
      <div className="mt-6">
        <ConsoleTable
          rows={leads}
          columns={leadColumns}
          rowKey={(lead) => lead.id}
          caption="Leads, newest first"
          empty={`No leads${query.status ? ` with status ${leadStatusLabel(query.status)}` : ""} yet.`}
        />
      </div>
      <div className="mt-4">
        <Pager page={page} pages={pageCount} summary={`${total} ${total === 1 ? "lead" : "leads"}`} hrefFor={(p) => href({ status: query.status, page: p })} />
      </div>
    </section>
  );
}
