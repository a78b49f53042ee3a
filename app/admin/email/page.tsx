import type { Metadata } from "next";
import Link from "next/link";
import { requireOperatorPage } from "@/lib/admin/operator.server";
import { listBroadcasts } from "@/lib/admin/broadcast-console.server";
import { mailServerConfigured } from "@/lib/email/transport.server";
import { buttonVariants } from "@/components/ui/button-variants";
import { formatDate } from "@/lib/utils/money";

export const metadata: Metadata = { title: "E-mail", robots: { index: false } };

const STATUS = { draft: "Draft", sending: "Sending", sent: "Sent" } as const;

// Broadcasts (issue 45, item 1; decision 415): each with its state and counts, read from its
// recipient rows; a draft is opened to edit, test and send, a sent one to see who got it.
export default async function EmailPage() {
  await requireOperatorPage();
  const broadcasts = await listBroadcasts();
  const waiting = broadcasts.filter((b) => b.status === "sending").reduce((n, b) => n + (b.recipients - b.sent - b.failed - b.suppressed), 0);
  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">E-mail</h1>
          <p className="text-sm text-muted-foreground">
            Broadcasts to buyers who agreed to news.{" "}
            <Link href="/admin/email/settings" className="underline underline-offset-4">
              Sending domain (DNS records)
            </Link>
          </p>
        </div>
        <Link href="/admin/email/new" className={buttonVariants()}>
          New broadcast
        </Link>
      </div>
      {!mailServerConfigured() && waiting > 0 && (
        <p role="status" className="rounded-md border border-amber-500 p-3 text-sm">
          No mail server yet: {waiting} message{waiting === 1 ? " is" : "s are"} waiting. Set SMTP_URL to send them; until then they are not sent.
        </p>
      )}
      {broadcasts.length === 0 ? (
        <p className="rounded-lg border p-8 text-center text-muted-foreground">No broadcasts yet.</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full text-sm">
            <thead className="bg-muted/50 text-left text-muted-foreground">
              <tr>
                <th className="px-3 py-2 font-medium">Subject</th>
                <th className="px-3 py-2 font-medium">Audience</th>
                <th className="px-3 py-2 font-medium">State</th>
                <th className="px-3 py-2 text-right font-medium">Recipients</th>
                <th className="px-3 py-2 text-right font-medium">Sent</th>
                <th className="px-3 py-2 text-right font-medium">Failed</th>
                <th className="px-3 py-2 text-right font-medium">Suppressed</th>
                <th className="px-3 py-2 font-medium">Created</th>
              </tr>
            </thead>
            <tbody>
              {broadcasts.map((b) => (
                <tr key={b.id} className="border-t" data-testid="broadcast-row">
                  <td className="px-3 py-2">
                    <Link href={`/admin/email/${b.id}`} className="font-medium underline underline-offset-4">
                      {b.subject}
                    </Link>
                  </td>
                  <td className="px-3 py-2">{b.audienceLabel}</td>
                  <td className="px-3 py-2">
                    {b.status === "draft" && b.scheduledAt
                      ? `Scheduled for ${b.scheduledAt.toISOString().slice(0, 16).replace("T", " ")} UTC`
                      : STATUS[b.status]}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{b.status === "draft" ? "—" : b.recipients}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{b.sent}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{b.failed}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{b.suppressed}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatDate(b.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
