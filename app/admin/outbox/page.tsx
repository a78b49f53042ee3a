import type { Metadata } from "next";
import { requireOperatorPage } from "@/lib/admin/operator.server";
import { listOutbox } from "@/lib/admin/outbox.server";
import { outboxListQuerySchema } from "@/lib/validation/outbox";
import { formatDateTime } from "@/lib/utils/money";
import { listHref, Pager } from "@/components/admin/pager";
import { MAIL_QUEUED } from "@/lib/email/mail-status";

export const metadata: Metadata = { title: "Outbox", robots: { index: false } };

const STATE_CLASS = {
  sent: "border-emerald-300 bg-emerald-50 text-emerald-900",
  queued: "border-amber-300 bg-amber-50 text-amber-900",
  retrying: "border-amber-300 bg-amber-50 text-amber-900",
  failed: "border-destructive/40 bg-destructive/10 text-destructive",
} as const;

// Every e-mail the site wrote, newest first, as its recipient would read it, with its state
// (issue 44 item 4, decision 342). Without SMTP_URL this is where mail goes.
export default async function OutboxPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireOperatorPage();
  const raw = await searchParams;
  const query = outboxListQuerySchema.parse({ page: [raw.page].flat()[0] });
  const { messages, total, page, pageCount, from, mailServer } = await listOutbox(query);
  return (
    <section className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Outbox</h1>
        <p className="mt-1 text-muted-foreground">
          Every e-mail this site wrote, newest first, as the recipient reads it. One-time links are withheld here; the recipient&apos;s copy has them.
        </p>
        {!mailServer && (
          <p role="status" className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            {MAIL_QUEUED}: SMTP_URL is not set, so messages stay here (and in the server log) and nobody receives them. Set SMTP_URL to deliver mail.
          </p>
        )}
      </div>
      {messages.length === 0 ? (
        <p className="rounded-xl border bg-card p-6 text-muted-foreground">No e-mails yet.</p>
      ) : (
        <ol className="flex flex-col gap-3" aria-label="E-mails, newest first">
          {messages.map((m) => (
            <li key={m.id} data-testid="outbox-message" className="rounded-xl border bg-card">
              <details>
                <summary className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 p-4">
                  <span className={`rounded-full border px-2 py-0.5 text-xs font-medium ${STATE_CLASS[m.state.kind]}`} data-testid="outbox-state">
                    {m.state.text}
                  </span>
                  <span className="font-medium">{m.subject}</span>
                  <span className="text-sm text-muted-foreground">
                    to {m.to} · {formatDateTime(m.createdAt)}
                  </span>
                </summary>
                <article aria-label={`E-mail: ${m.subject}`} className="border-t p-4">
                  <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                    <dt className="text-muted-foreground">From</dt>
                    <dd>{from}</dd>
                    <dt className="text-muted-foreground">To</dt>
                    <dd>{m.to}</dd>
                    <dt className="text-muted-foreground">Subject</dt>
                    <dd>{m.subject}</dd>
                    <dt className="text-muted-foreground">Date</dt>
                    <dd>{formatDateTime(m.createdAt)}</dd>
                    <dt className="text-muted-foreground">State</dt>
                    <dd>{m.sentAt ? `Sent ${formatDateTime(m.sentAt)}` : m.state.text}</dd>
                  </dl>
                  <pre className="mt-3 whitespace-pre-wrap break-words rounded-md bg-muted/50 p-3 font-sans text-sm" data-testid="outbox-text">
                    {m.text}
                  </pre>
                </article>
              </details>
            </li>
          ))}
        </ol>
      )}
      {total > 0 && (
        <Pager page={page} pages={pageCount} summary={`${total} ${total === 1 ? "e-mail" : "e-mails"}`} hrefFor={(p) => listHref("/admin/outbox", {}, p)} />
      )}
    </section>
  );
}
