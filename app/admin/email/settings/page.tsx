import type { Metadata } from "next";
import { requireOperatorPage } from "@/lib/admin/operator.server";
import { sendingDomainStatus, type DnsRecordState } from "@/lib/email/dkim.server";
import { formatDateTime } from "@/lib/utils/money";

export const metadata: Metadata = { title: "E-mail settings", robots: { index: false } };

function stateText(record: DnsRecordState): { label: string; tone: string } {
  switch (record.state) {
    case "published":
      return { label: "Seen in DNS", tone: "border-emerald-600 text-emerald-800 dark:text-emerald-300" };
    case "different":
      return { label: "A different record is published", tone: "border-amber-600 text-amber-800 dark:text-amber-300" };
    case "missing":
      return { label: "Not seen in DNS yet", tone: "border-red-600 text-red-800 dark:text-red-300" };
    default:
      return { label: `Could not check (${record.reason})`, tone: "border-muted-foreground text-muted-foreground" };
  }
}

// The From domain's DNS records (issue 45, item 5; decision 390): what to publish so receivers
// trust the mail, and whether DNS shows each one now. Asked anew on every visit.
export default async function EmailSettingsPage() {
  await requireOperatorPage();
  const status = await sendingDomainStatus();
  return (
    <section className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">E-mail settings</h1>
        <p className="text-sm text-muted-foreground">
          Mail is sent from <span className="font-medium text-foreground">{status.domain}</span> and signed with its DKIM key. Publish these three TXT records
          at the DNS host of {status.domain} so that receivers can tell the mail is yours. Changes can take a few hours to be seen.
        </p>
      </div>
      {status.unpublishable && (
        <p role="status" className="rounded-lg border border-amber-600 p-3 text-sm">
          {status.domain} is not a public domain: set MAIL_FROM to an address at a domain you own, then publish the records below for it.
        </p>
      )}
      <h2 className="text-lg font-semibold">DNS records for {status.domain}</h2>
      <ul className="flex flex-col gap-3">
        {status.records.map((record) => {
          const state = stateText(record);
          return (
            <li key={record.kind} className="rounded-lg border p-4" aria-label={`${record.kind} record`}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold">{record.kind}</h3>
                <span className={`rounded-full border px-2 py-0.5 text-xs font-medium ${state.tone}`}>{state.label}</span>
              </div>
              <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-muted-foreground">Type</dt>
                <dd>
                  <code>{record.type}</code>
                </dd>
                <dt className="text-muted-foreground">Name</dt>
                <dd>
                  <code className="break-all select-all">{record.name}</code>
                </dd>
                <dt className="text-muted-foreground">Value</dt>
                <dd>
                  <code className="break-all select-all">{record.value}</code>
                </dd>
                {record.state === "different" && (
                  <>
                    <dt className="text-muted-foreground">Seen</dt>
                    <dd>
                      {record.seen.map((value) => (
                        <code key={value} className="block break-all">
                          {value}
                        </code>
                      ))}
                    </dd>
                  </>
                )}
              </dl>
            </li>
          );
        })}
      </ul>
      <p className="text-xs text-muted-foreground">Checked {formatDateTime(status.checkedAt)}. Reload the page to check again.</p>
    </section>
  );
}
